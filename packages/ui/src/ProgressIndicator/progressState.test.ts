import { describe, expect, it } from 'vitest';
import { progressState } from './progressState';

describe('progressState', () => {
  it('colours progress grey at 0, red below the threshold, green from it', () => {
    expect(progressState(0)).toBe('empty');
    expect(progressState(49.9)).toBe('fail');
    expect(progressState(50)).toBe('pass');
    expect(progressState(70, 80)).toBe('fail');
  });
});
