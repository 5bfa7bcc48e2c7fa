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
  /** A sequential teal for counts (activity calendars): not the brand, danger or success. */
  teal100: '#c6ebe4',
  teal300: '#7fcfc1',
  teal500: '#2f9c8b',
  teal800: '#0b5c51',
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

/**
 * Plus Jakarta Sans (SIL OFL, drawn in Jakarta), self-hosted by the ui kit's GlobalStyle.
 * Until it arrives, text is set in the metric-matched fallback face below, so the swap moves
 * nothing.
 */
export const fontFamily = {
  body: "'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', Arial, 'Liberation Sans', sans-serif",
  mono: "'Liberation Mono', 'Courier New', monospace",
} as const;

/**
 * The fallback face's metrics: local Arial (Liberation Sans on Linux, same metrics) scaled so a
 * line of Indonesian text takes the width and height Plus Jakarta Sans gives it. Measured in
 * Chromium on a paragraph of the product's copy: Jakarta is 2.9 % wider than Arial at 400 and
 * 4.3 % at 500, 1.5 % narrower than Arial Bold at 600 and 0.2 % at 700; its ascent and descent
 * (hhea, with USE_TYPO_METRICS) are 1038 and 222 per 1000 em, divided here by the size adjust.
 */
export const fallbackFontMetrics = {
  regular: {
    sizeAdjust: '103%',
    ascentOverride: '100.78%',
    descentOverride: '21.55%',
    lineGapOverride: '0%',
  },
  bold: {
    sizeAdjust: '99%',
    ascentOverride: '104.85%',
    descentOverride: '22.42%',
    lineGapOverride: '0%',
  },
} as const;

/** The type scale in rem (16 px root): 12, 14, 16, 18, 20, 24, 30, 36 px. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

/** Unitless line heights: `tight` for headings and display, `normal` for body text. */
export const lineHeight = {
  tight: '1.25',
  snug: '1.375',
  normal: '1.5',
} as const;

/**
 * Each step of the scale with the line height it is set on (px on a 4 px grid), as the
 * Typography page shows it. Small text gets proportionally more leading; display less.
 */
export const typeScale = {
  xs: { fontSize: fontSize.xs, lineHeight: '1rem' },
  sm: { fontSize: fontSize.sm, lineHeight: '1.25rem' },
  md: { fontSize: fontSize.md, lineHeight: '1.5rem' },
  lg: { fontSize: fontSize.lg, lineHeight: '1.75rem' },
  xl: { fontSize: fontSize.xl, lineHeight: '1.75rem' },
  '2xl': { fontSize: fontSize['2xl'], lineHeight: '2rem' },
  '3xl': { fontSize: fontSize['3xl'], lineHeight: '2.25rem' },
  '4xl': { fontSize: fontSize['4xl'], lineHeight: '2.75rem' },
} as const satisfies Record<keyof typeof fontSize, { fontSize: string; lineHeight: string }>;

/**
 * 400 for body text, 500 for labels, buttons, badges and the current item, 600 for headings,
 * 700 only for display figures (a score, a timer, a certificate's name).
 */
export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** Tracking: small medium-weight labels (badges) open up; display sizes close in. */
export const letterSpacing = {
  tight: '-0.01em',
  normal: '0',
  wide: '0.02em',
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
