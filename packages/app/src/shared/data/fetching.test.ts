import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './fetching';

describe('retryDelayMs', () => {
  it('retries after 1 s doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
