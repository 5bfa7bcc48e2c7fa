/**
 * Moving a colour along OKLCH lightness, the perceptual axis: equal steps look equally far
 * apart for every hue, which the sRGB ramps we used before did not (hover on a green brand
 * moved 1.16:1, on a red one 1.4:1). Hue and chroma stay, so a shade still reads as the brand.
 */
// `useMode` registers a colour space; it is not a React hook, whatever its name.
import {
  clampChroma,
  formatHex,
  modeOklch,
  modeRgb,
  useMode as registerMode,
  type Oklch,
} from 'culori/fn';
import type { Hex } from './color';

const toOklch = registerMode(modeOklch);
registerMode(modeRgb);

/** Lightness step of every search: about one just-noticeable difference. */
const STEP = 0.005;

/**
 * Yellows darken into olive at constant hue; painters and Radix's scales turn them towards
 * amber instead, so a pale yellow brand's link text reads as dark gold, not khaki.
 */
function hueAt(base: Oklch, lightness: number): number | undefined {
  const { h } = base;
  if (h === undefined) return undefined;
  const darkening = Math.max(0, base.l - lightness);
  const yellowness = Math.max(0, 1 - Math.abs(h - 100) / 35);
  return h - Math.min(30, 80 * darkening) * yellowness;
}

export function oklchOf(hex: Hex): Oklch {
  return toOklch(hex) ?? { mode: 'oklch', l: 0, c: 0 };
}

/** The brand's colour at another OKLCH lightness, chroma reduced until it fits sRGB. */
export function atLightness(base: Oklch, lightness: number): Hex {
  const l = Math.min(1, Math.max(0, lightness));
  const colour: Oklch = { mode: 'oklch', l, c: base.c, h: hueAt(base, l) };
  return formatHex(clampChroma(colour, 'oklch')) as Hex;
}

/**
 * The first shade from `base` in `direction` (lighter +1, darker -1) that `accept`s, within
 * `maxDelta` of lightness; null when none does.
 */
export function firstShade(
  base: Oklch,
  direction: 1 | -1,
  accept: (shade: Hex) => boolean,
  maxDelta = 1,
): Hex | null {
  for (let delta = STEP; delta <= maxDelta + 1e-9; delta += STEP) {
    const l = base.l + direction * delta;
    if (l < 0 || l > 1) break;
    const shade = atLightness(base, l);
    if (accept(shade)) return shade;
  }
  return null;
}
