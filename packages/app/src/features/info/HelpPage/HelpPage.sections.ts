/** Section keys under `help.sections`, in reading order; each is also the anchor. */
export const HELP_SECTIONS = [
  'gettingStarted',
  'signIn',
  'courses',
  'certificates',
  'vouchers',
  'notifications',
  'language',
  'contact',
] as const;
