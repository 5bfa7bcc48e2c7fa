/**
 * Static design tokens. Colours are only ever read by components through CSS custom
 * properties (see css.ts), so a tenant colour change is one style write.
 */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  6: '1.5rem',
  8: '2rem',
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  pill: '999px',
} as const;

export const fontSize = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.75rem',
} as const;

export const fontWeight = {
  regular: 400,
  semibold: 600,
} as const;

export const fontFamily = {
  body: "'Liberation Sans', Arial, Helvetica, sans-serif",
} as const;

export const duration = {
  fast: '120ms',
} as const;
