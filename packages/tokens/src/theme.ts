import type { Hex } from './color';

/**
 * The semantic colours derived from a tenant's brand colour (maths in derive.ts, targets in
 * `THEME_TARGETS`; every input colour meets them, theme.test.ts sweeps 4,096). Shades move
 * along OKLCH lightness, keeping the brand's hue and chroma.
 * - `primary`: the brand colour as the tenant stored it.
 * - `brandSurface` / `onBrandSurface`: where the brand shows itself, e.g. the header band with
 *   the tenant's name; the brand colour exactly, with whichever text reads on it.
 * - `primaryFill` / `onPrimary`: solid controls (primary buttons, the current page). The brand
 *   colour, or a slightly darker step of it (at most 0.16 OKLCH lightness) when that keeps white
 *   text at 4.5:1: the default red #FF4048 takes only 3.45:1 with white, its fill #e72134 4.5:1.
 * - `primaryHover`, `primaryActive`: hover reaches 1.3:1 and pressed 1.6:1 against the fill,
 *   both darker, or both lighter for fills too dark to darken visibly (navy, black).
 * - `primarySubtle`: a pale tint of the brand's hue (OKLCH lightness 0.95), at least 1.12:1
 *   against white for every brand, even a pale yellow, for selected rows and soft badges.
 * - `primaryBorder` / `primaryText`: the brand colour, or the first darker shade reaching 3:1 /
 *   4.5:1 on white, the sunken grey and the tint alike (edges and focus marks, WCAG 1.4.11;
 *   links and brand text). Yellows turn towards amber as they darken, not olive.
 * - `onPrimary*`: white or the body text colour, whichever contrasts more (at least 4.5:1).
 *
 * Brand colour never carries meaning: selection, answered, the current user and progress have
 * fixed colours of their own (semantic.ts), as danger and success do.
 */
export interface TenantTheme {
  primary: Hex;
  brandSurface: Hex;
  onBrandSurface: Hex;
  primaryFill: Hex;
  primaryHover: Hex;
  primaryActive: Hex;
  primarySubtle: Hex;
  primaryBorder: Hex;
  primaryText: Hex;
  onPrimary: Hex;
  onPrimaryHover: Hex;
  onPrimaryActive: Hex;
  onPrimarySubtle: Hex;
}

export type TenantColor = keyof TenantTheme;

/**
 * The default brand colour's theme, written out so that the first screen (token stylesheet,
 * default tenant) needs none of the colour maths; `deriveTheme` (derive.ts) gives the same
 * values, which a test checks.
 */
export const defaultTheme: TenantTheme = {
  primary: '#ff4048',
  brandSurface: '#ff4048',
  onBrandSurface: '#1f1f1f',
  primaryFill: '#e72134',
  primaryHover: '#cb0025',
  primaryActive: '#b2001f',
  primarySubtle: '#ffe8e6',
  primaryBorder: '#fd3e46',
  primaryText: '#d80028',
  onPrimary: '#ffffff',
  onPrimaryHover: '#ffffff',
  onPrimaryActive: '#ffffff',
  onPrimarySubtle: '#1f1f1f',
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--ajar-color-primary-hover` for `primaryHover`. */
export const colorVarName = (key: string): `--ajar-color-${string}` => `--ajar-color-${kebab(key)}`;

/** CSS custom properties for a tenant theme, in a stable order. */
export function themeVars(theme: TenantTheme): [`--ajar-color-${string}`, string][] {
  return Object.entries(theme).map(([key, value]) => [colorVarName(key), value]);
}

/** Anything with an inline style, usually `document.documentElement`. */
export interface ThemeTarget {
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'getPropertyValue'>;
}

export type ApplyThemeResult =
  | { ok: true; theme: TenantTheme; changed: boolean }
  | { ok: false; error: 'invalid-color' | 'no-target'; input: unknown };

/**
 * Writes a theme's custom properties on `target`, unless its primary colour is there already:
 * reading the inline style costs no style recalculation, a full rewrite would. Returns whether
 * it wrote.
 */
export function writeThemeVars(theme: TenantTheme, target: ThemeTarget): boolean {
  if (target.style.getPropertyValue(colorVarName('primary')) === theme.primary) return false;
  for (const [name, value] of themeVars(theme)) target.style.setProperty(name, value);
  return true;
}
