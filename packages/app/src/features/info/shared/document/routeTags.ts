/**
 * The link tags translations may use inside help, terms and privacy text, and the route each
 * opens. Only routes with a built page belong here: a link to a "being prepared" page sends
 * the reader nowhere (routeTags.test.ts holds every tag the texts use to that).
 */
export const ROUTE_TAGS = {
  signIn: 'signIn',
  courses: 'courses',
  roadmaps: 'roadmaps',
  events: 'events',
  notifications: 'notifications',
  certificates: 'certificates',
  certificateCheck: 'certificateCheck',
  voucher: 'redeemVoucher',
  terms: 'terms',
  privacy: 'privacy',
} as const;

/** Tags that are not routes: a mail link and inline markup. */
export const OTHER_TAGS = ['email', 'code', 'time'] as const;
