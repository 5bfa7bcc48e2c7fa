import type { PsychotestResult, PsychotestScale } from '@ajar/api/contract';

/** The Holland code as the screen shows it: one code, or every code a tie makes as right. */
export interface HollandCode {
  /** "SAE", or ["SAE", "SAC"] when the third letter ties with a type left out. */
  codes: string[];
  /** The types sharing the third place's score, the code's own first; empty without a tie. */
  tied: PsychotestScale[];
}

/**
 * RIASEC's three strongest interests. When the third ties with a type left out
 * (`codeIsTied`), each of the tied types makes a code just as right, and the screen shows
 * them all rather than one as the answer. Scales are keyed by their letter (R, I, A, S, E, C).
 */
export function hollandCode(result: PsychotestResult): HollandCode | null {
  const { code } = result;
  if (!code) return null;
  if (!result.codeIsTied) return { codes: [code], tied: [] };
  const letters = [...code];
  const third = result.scales.find((scale) => scale.key === letters[2]);
  if (!third) return { codes: [code], tied: [] };
  const left = result.scales.filter(
    (scale) => scale.raw === third.raw && !letters.includes(scale.key),
  );
  const stem = letters.slice(0, 2).join('');
  return { codes: [code, ...left.map((scale) => stem + scale.key)], tied: [third, ...left] };
}
