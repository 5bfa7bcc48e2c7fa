/** Tenant colour presets for the toolbar: the default and the two extremes we test against. */
export const TENANT_COLOR_PRESETS = [
  { value: '#FF4048', title: 'Default red #FF4048' },
  { value: '#FFF59D', title: 'Light yellow #FFF59D' },
  { value: '#1A2B4C', title: 'Dark navy #1A2B4C' },
] as const;

export const TENANT_COLOR_GLOBAL = 'tenantColor';
export const DEFAULT_TENANT_COLOR = TENANT_COLOR_PRESETS[0].value;
