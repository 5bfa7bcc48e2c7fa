import { DEFAULT_PRIMARY_COLOR, DEFAULT_PRIMARY_HOVER_COLOR } from './constants';

/** Name of a CSS custom property owned by Ajar. */
export type CssVarName = `--ajar-${string}`;

/** `var(--ajar-…)` reference for use in styles. */
export const cssVar = (name: CssVarName): string => `var(${name})`;

/**
 * Semantic colour variables with their defaults. `on-primary` is dark because white text on
 * #FF4048 is only 3.45:1, below WCAG AA.
 */
export const colorVars = {
  '--ajar-color-primary': DEFAULT_PRIMARY_COLOR,
  '--ajar-color-primary-hover': DEFAULT_PRIMARY_HOVER_COLOR,
  '--ajar-color-primary-active': DEFAULT_PRIMARY_HOVER_COLOR,
  '--ajar-color-on-primary': '#1f1f1f',
  '--ajar-color-surface': '#ffffff',
  '--ajar-color-text': '#1f1f1f',
  '--ajar-color-focus-ring': '#1f1f1f',
} as const satisfies Record<CssVarName, string>;

export const color = {
  primary: cssVar('--ajar-color-primary'),
  primaryHover: cssVar('--ajar-color-primary-hover'),
  primaryActive: cssVar('--ajar-color-primary-active'),
  onPrimary: cssVar('--ajar-color-on-primary'),
  surface: cssVar('--ajar-color-surface'),
  text: cssVar('--ajar-color-text'),
  focusRing: cssVar('--ajar-color-focus-ring'),
} as const;

/** The `:root { … }` block with every default, for a global stylesheet. */
export function rootCss(): string {
  const body = Object.entries(colorVars)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `:root {\n${body}\n}`;
}
