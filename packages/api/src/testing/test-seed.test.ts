import { describe, expect, it } from 'vitest';
import { SEEDED_COPY_MAX_AGE_MS, seededCopyFits } from './test-seed';

const at = (iso: string) => new Date(iso);

describe('a seeded copy', () => {
  it('stands in for a seed of its own minutes later on the same day', () => {
    expect(seededCopyFits('2026-11-27T03:00:00.000Z', at('2026-11-27T03:04:00Z'))).toBe(true);
  });

  it('is not used once it is older than the longest run', () => {
    const seededAt = '2026-11-27T03:00:00.000Z';
    const later = (ms: number) => new Date(Date.parse(seededAt) + ms);
    expect(seededCopyFits(seededAt, later(SEEDED_COPY_MAX_AGE_MS))).toBe(true);
    expect(seededCopyFits(seededAt, later(SEEDED_COPY_MAX_AGE_MS + 1))).toBe(false);
  });

  it('is not used across midnight in Jakarta (17:00 UTC) or in UTC', () => {
    expect(seededCopyFits('2026-11-27T16:59:00.000Z', at('2026-11-27T17:01:00Z'))).toBe(false);
    expect(seededCopyFits('2026-11-27T23:59:00.000Z', at('2026-11-28T00:01:00Z'))).toBe(false);
  });

  it('is not used without a recorded time, or from the future', () => {
    expect(seededCopyFits(undefined, at('2026-11-27T03:00:00Z'))).toBe(false);
    expect(seededCopyFits('not a date', at('2026-11-27T03:00:00Z'))).toBe(false);
    expect(seededCopyFits('2026-11-27T03:05:00.000Z', at('2026-11-27T03:00:00Z'))).toBe(false);
  });
});
