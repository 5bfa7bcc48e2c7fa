import { contrastRatio, normalizeHex, type Hex } from './color';
import { oklchOf } from './oklch';
import { fixedColors } from './semantic';

export type BrandWarning = 'close-to-danger' | 'close-to-success' | 'close-to-white';

/**
 * Below this distance in OKLab's hue-chroma plane two colours read as "the same colour, another
 * shade", whatever their lightness: #FF4048 against the danger red #c4161c is 0.025, a pink
 * #e91e63 0.071, a green #00A86B against success 0.043. Far enough: orange #ff9800 0.12, teal
 * #009688 0.10, any grey 0.15 or more.
 */
const SAME_FAMILY = 0.08;
/** Below this contrast with white, a brand fill needs an edge to be seen as a button at all. */
const NEAR_WHITE = 1.5;

function hueChroma(hex: Hex): [a: number, b: number] {
  const { c, h = 0 } = oklchOf(hex);
  const rad = (h * Math.PI) / 180;
  return [c * Math.cos(rad), c * Math.sin(rad)];
}

/** Distance between two colours' hue and chroma (OKLab a/b), lightness left out. */
export function hueDistance(a: Hex, b: Hex): number {
  const [x, y] = [hueChroma(a), hueChroma(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1]);
}

/**
 * What a theme studio should warn a tenant about: the ui stays usable (danger and success
 * keep their own colours and never rely on colour alone), but a red brand makes a primary
 * button look like a destructive one at a glance. Empty for an invalid colour.
 */
export function brandWarnings(input: unknown): BrandWarning[] {
  const primary = normalizeHex(input);
  if (!primary) return [];
  const warnings: BrandWarning[] = [];
  if (hueDistance(primary, fixedColors.danger as Hex) < SAME_FAMILY)
    warnings.push('close-to-danger');
  if (hueDistance(primary, fixedColors.success as Hex) < SAME_FAMILY)
    warnings.push('close-to-success');
  if (contrastRatio(primary, '#ffffff') < NEAR_WHITE) warnings.push('close-to-white');
  return warnings;
}
