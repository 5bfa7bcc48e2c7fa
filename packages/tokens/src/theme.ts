import { generate } from '@ant-design/colors';
import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  mix,
  normalizeHex,
  readableTextOn,
  relativeLuminance,
  type Hex,
} from './color';
import { DEFAULT_PRIMARY_COLOR } from './constants';
import { fixedColors } from './semantic';

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

const MIN_STATE_CONTRAST = 1.1;
const SUBTLE_TINT = 0.1;

const LIGHT_BRAND_LUMINANCE = 0.5;

function pickHover(primary: Hex, ramp: readonly Hex[]): Hex {
  const steps =
    relativeLuminance(primary) > LIGHT_BRAND_LUMINANCE ? [6, 7, 8, 4, 3] : [4, 3, 2, 1, 6, 7, 8];
  for (const step of steps) {
    const candidate = ramp[step]!;
    if (contrastRatio(candidate, primary) >= MIN_STATE_CONTRAST) return candidate;
  }
  return ramp[4]!;
}

function firstReaching(candidates: readonly Hex[], background: Hex, ratio: number, fallback: Hex) {
  return candidates.find((c) => contrastRatio(c, background) >= ratio) ?? fallback;
}

/** Derives every tenant colour from a brand colour, or null when the input is not a hex colour. */
export function deriveTheme(input: unknown): TenantTheme | null {
  const primary = normalizeHex(input);
  if (!primary) return null;
  const ramp = generate(primary).map((c) => normalizeHex(c) ?? primary);
  // The darker of the surfaces text sits on; a colour readable there is readable on white.
  const surface = fixedColors.surfaceSunken as Hex;
  const text = fixedColors.text as Hex;
  const darker = [primary, ...ramp.slice(6)];
  const hover = pickHover(primary, ramp);
  const subtle = mix(primary, '#ffffff', SUBTLE_TINT);
  return {
    primary,
    primaryHover: hover,
    primaryActive: hover,
    primarySubtle: subtle,
    primaryBorder: firstReaching(darker, surface, AA_NON_TEXT, text),
    primaryText: firstReaching(darker, surface, AA_TEXT, text),
    onPrimary: readableTextOn(primary, '#ffffff', text),
    onPrimaryHover: readableTextOn(hover, '#ffffff', text),
    onPrimaryActive: readableTextOn(hover, '#ffffff', text),
    onPrimarySubtle: readableTextOn(subtle, '#ffffff', text),
  };
}

export const defaultTheme: TenantTheme = deriveTheme(DEFAULT_PRIMARY_COLOR)!;

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
 * Applies a tenant brand colour by writing CSS custom properties on `target`; nothing
 * re-renders. Invalid input changes nothing and returns an error result instead of throwing,
 * because it usually comes from storage or the network. Re-applying the colour already on
 * the target writes nothing, so a repeated server push costs no style recalculation.
 */
export function applyTheme(
  primaryColor: unknown,
  target: ThemeTarget | undefined = globalThis.document?.documentElement,
): ApplyThemeResult {
  const theme = deriveTheme(primaryColor);
  if (!theme) return { ok: false, error: 'invalid-color', input: primaryColor };
  if (!target) return { ok: false, error: 'no-target', input: primaryColor };
  // Reading the inline style costs no style recalculation; a full rewrite would.
  if (target.style.getPropertyValue(colorVarName('primary')) === theme.primary) {
    return { ok: true, theme, changed: false };
  }
  for (const [name, value] of themeVars(theme)) target.style.setProperty(name, value);
  return { ok: true, theme, changed: true };
}
