import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  normalizeHex,
  readableTextOn,
  type Hex,
} from './color';
import { atLightness, firstShade, oklchOf } from './oklch';
import { fixedColors } from './semantic';
import { writeThemeVars, type ApplyThemeResult, type TenantTheme, type ThemeTarget } from './theme';

const WHITE = '#ffffff' as Hex;
const SUNKEN = fixedColors.surfaceSunken as Hex;
const TEXT = fixedColors.text as Hex;

/**
 * The contrast targets every derived colour meets, for any input colour (theme.test.ts sweeps
 * 4,096 colours). State steps are ratios against the resting fill: hover must be seen, pressed
 * must be seen as further than hover.
 */
export const THEME_TARGETS = {
  text: AA_TEXT,
  nonText: AA_NON_TEXT,
  hover: 1.3,
  pressed: 1.6,
  /** A selected row or soft badge against the white page. */
  tint: 1.12,
} as const;

/** How far (OKLCH lightness) the fill may darken to keep white text; further, it stops being the brand. */
const MAX_FILL_DARKENING = 0.16;
/** Fills darker than this lighten on hover and press: there is no darker shade left to see. */
const DARK_FILL = 0.4;
const TINT_LIGHTNESS = 0.95;
const TINT_CHROMA = 0.045;

const readable = (background: Hex) => readableTextOn(background, WHITE, TEXT);

/** The brand colour, or a slightly darker step of it when that keeps white text readable. */
function fillFor(primary: Hex): Hex {
  if (contrastRatio(WHITE, primary) >= AA_TEXT) return primary;
  const darker = firstShade(
    oklchOf(primary),
    -1,
    (shade) => contrastRatio(WHITE, shade) >= AA_TEXT,
    MAX_FILL_DARKENING,
  );
  return darker ?? primary;
}

/** Hover and pressed: the same direction from the fill, pressed further. */
function statesFor(fill: Hex): [hover: Hex, pressed: Hex] {
  const base = oklchOf(fill);
  const direction = base.l < DARK_FILL ? 1 : -1;
  const reaching = (ratio: number) =>
    firstShade(base, direction, (s) => contrastRatio(s, fill) >= ratio) ??
    atLightness(base, direction === 1 ? 1 : 0);
  return [reaching(THEME_TARGETS.hover), reaching(THEME_TARGETS.pressed)];
}

/** A pale tint of the brand's hue, equally visible for every brand, even a pale one. */
function tintFor(primary: Hex): Hex {
  const { c, h } = oklchOf(primary);
  const base = { mode: 'oklch' as const, l: TINT_LIGHTNESS, c: Math.min(c, TINT_CHROMA), h };
  const tint = atLightness(base, TINT_LIGHTNESS);
  if (contrastRatio(tint, WHITE) >= THEME_TARGETS.tint) return tint;
  return firstShade(base, -1, (s) => contrastRatio(s, WHITE) >= THEME_TARGETS.tint) ?? tint;
}

/** The brand, or the first darker shade reaching `ratio` on every background given. */
function onBackgrounds(primary: Hex, backgrounds: readonly Hex[], ratio: number): Hex {
  const accept = (shade: Hex) => backgrounds.every((b) => contrastRatio(shade, b) >= ratio);
  if (accept(primary)) return primary;
  return firstShade(oklchOf(primary), -1, accept) ?? TEXT;
}

/** Derives every tenant colour from a brand colour, or null when the input is not a hex colour. */
export function deriveTheme(input: unknown): TenantTheme | null {
  const primary = normalizeHex(input);
  if (!primary) return null;
  const fill = fillFor(primary);
  const [hover, pressed] = statesFor(fill);
  const subtle = tintFor(primary);
  // Brand text and edges sit on white, the sunken grey and the tint alike.
  const backgrounds = [WHITE, SUNKEN, subtle];
  return {
    primary,
    brandSurface: primary,
    onBrandSurface: readable(primary),
    primaryFill: fill,
    primaryHover: hover,
    primaryActive: pressed,
    primarySubtle: subtle,
    primaryBorder: onBackgrounds(primary, backgrounds, AA_NON_TEXT),
    primaryText: onBackgrounds(primary, backgrounds, AA_TEXT),
    onPrimary: readable(fill),
    onPrimaryHover: readable(hover),
    onPrimaryActive: readable(pressed),
    onPrimarySubtle: readable(subtle),
  };
}

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
  return { ok: true, theme, changed: writeThemeVars(theme, target) };
}
