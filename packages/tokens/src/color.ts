/** Colour maths on #rrggbb strings: parsing, WCAG contrast, mixing. */

export type Hex = `#${string}`;

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;

/**
 * Normalises `#RGB` / `#RRGGBB` (any case) to lower-case `#rrggbb`; anything else (names,
 * `rgb()`, `url(…)`, non-strings) is null, so untrusted input never reaches a style.
 */
export function normalizeHex(input: unknown): Hex | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (HEX6.test(value)) return value.toLowerCase() as Hex;
  if (HEX3.test(value)) {
    const [r, g, b] = value.slice(1).toLowerCase();
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  return null;
}

function channels(hex: Hex): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): Hex {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Hex, b: Hex): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `a` over `b` in sRGB (0 gives b, 1 gives a). */
export function mix(a: Hex, b: Hex, weight: number): Hex {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c * weight + cb[i]! * (1 - weight)));
}

export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * The text colour to put on `background`: whichever of `light` and `dark` contrasts more;
 * if neither reaches 4.5:1, pure white or black, one of which always reaches at least 4.58:1.
 */
export function readableTextOn(
  background: Hex,
  light: Hex = '#ffffff',
  dark: Hex = '#1f1f1f',
): Hex {
  const best = [light, dark].sort(
    (x, y) => contrastRatio(y, background) - contrastRatio(x, background),
  )[0]!;
  if (contrastRatio(best, background) >= AA_TEXT) return best;
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background)
    ? '#ffffff'
    : '#000000';
}
