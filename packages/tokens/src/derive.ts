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
import { fixedColors } from './semantic';
import { writeThemeVars, type ApplyThemeResult, type TenantTheme, type ThemeTarget } from './theme';

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
