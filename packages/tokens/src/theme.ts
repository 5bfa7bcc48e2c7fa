import type { Hex } from './color';

/**
 * The semantic colours derived from a tenant's brand colour. Palette steps refer to
 * `@ant-design/colors` `generate(primary)` (10 steps, 5 = the brand colour itself):
 * - `primaryHover` and `primaryActive`: step 4, the spec's single hover/active colour
 *   (#ff696b for #FF4048). When step 4 is indistinguishable from the brand colour (below
 *   1.1:1, e.g. pure black), the nearest step that is, lighter first. Light brands
 *   (luminance above 0.5, e.g. #FFF59D) darken on hover instead (step 6 first): a lighter
 *   hover would fade into the white surface.
 * - `primarySubtle`: a 10% tint over white, for selected rows and soft badges (the antd
 *   light steps turn grey for dark brands).
 * - `primaryBorder`: the brand colour, or the first darker step reaching 3:1 on the sunken
 *   surface (the darker of the two the ui paints on), so a pale brand still draws visible
 *   button edges and focus states (WCAG 1.4.11) on white and on grey footers alike.
 * - `primaryText`: the brand colour, or the first darker step reaching 4.5:1 on the sunken
 *   surface, for links and brand-coloured text: on white it is then readable as well.
 * - `onPrimary*`: white or the body text colour, whichever contrasts more (at least 4.5:1).
 */
export interface TenantTheme {
  primary: Hex;
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
 * default tenant) needs none of the colour-ramp maths; `deriveTheme` (derive.ts) gives the
 * same values, which a test checks.
 */
export const defaultTheme: TenantTheme = {
  primary: '#ff4048',
  primaryHover: '#ff696b',
  primaryActive: '#ff696b',
  primarySubtle: '#ffeced',
  primaryBorder: '#ff4048',
  primaryText: '#b31b2c',
  onPrimary: '#1f1f1f',
  onPrimaryHover: '#1f1f1f',
  onPrimaryActive: '#1f1f1f',
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
