/**
 * The pass mark the kit colours against when it is given none. The app's type test
 * (packages/app/src/contractUnions.test.ts) holds it equal to the contract's PASS_THRESHOLD.
 */
export const DEFAULT_PASS_THRESHOLD = 50;

export const PROGRESS_STATE = {
  empty: 'empty',
  fail: 'fail',
  pass: 'pass',
} as const;
export type ProgressState = (typeof PROGRESS_STATE)[keyof typeof PROGRESS_STATE];

/** Progress colour rule (docs/product/behaviour.md): 0 is grey, below the threshold red, otherwise green. */
export function progressState(
  value: number,
  threshold: number = DEFAULT_PASS_THRESHOLD,
): ProgressState {
  if (value <= 0) return PROGRESS_STATE.empty;
  return value < threshold ? PROGRESS_STATE.fail : PROGRESS_STATE.pass;
}
