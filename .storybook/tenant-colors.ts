/** Tenant colour presets for the toolbar: the default and the two extremes we test against. */
export const TENANT_COLOR_PRESETS = [
  { value: '#FF4048', title: 'Default red #FF4048' },
  { value: '#FFF59D', title: 'Light yellow #FFF59D' },
  { value: '#1A2B4C', title: 'Dark navy #1A2B4C' },
] as const;

export const TENANT_COLOR_GLOBAL = 'tenantColor';
export const DEFAULT_TENANT_COLOR = TENANT_COLOR_PRESETS[0].value;

/** The extremes every story's final state is checked in for axe's colour rules (0007). */
export const EXTREME_TENANT_COLORS = [TENANT_COLOR_PRESETS[1].value, TENANT_COLOR_PRESETS[2].value];

/**
 * Where a test run that drives the built Storybook (e2e/visual) asks for the colour pass: the
 * build has no STORYBOOK_COLOUR_PASS of its own, so the one Storybook serves designers and tests.
 */
export const COLOUR_PASS_WINDOW_KEY = '__ajarColourPass';
