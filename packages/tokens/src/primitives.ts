/**
 * Layer 1, primitives: raw values with no meaning attached. Components never read these
 * directly; they read the semantic (colours) and component layers, which point here.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey50: '#fafafa',
  grey100: '#f5f5f5',
  grey200: '#e8e8e8',
  grey300: '#d9d9d9',
  grey500: '#8c8c8c',
  grey600: '#595959',
  grey700: '#434343',
  grey800: '#262626',
  grey900: '#1f1f1f',
  red600: '#c4161c',
  red100: '#fde8e8',
  green600: '#237a1e',
  green100: '#e9f7e4',
  amber600: '#8a5a00',
  amber100: '#fff4d6',
  blue600: '#1554b0',
  blue100: '#e6efff',
  violet600: '#6a3fa0',
  violet100: '#f1eafa',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

export const fontFamily = {
  body: "'Liberation Sans', Arial, Helvetica, sans-serif",
  mono: "'Liberation Mono', 'Courier New', monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const lineHeight = {
  tight: '1.25',
  normal: '1.5',
} as const;

export const fontWeight = {
  regular: '400',
  semibold: '600',
  bold: '700',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 4px 12px rgba(0, 0, 0, 0.12)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
} as const;

export const duration = {
  instant: '0ms',
  fast: '120ms',
  normal: '200ms',
  slow: '400ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  drawer: '900',
  dialog: '1000',
  toast: '1100',
  progress: '1200',
} as const;

/** Min widths in px; the member layout becomes a drawer under `md`. */
export const breakpoint = {
  sm: 375,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;
