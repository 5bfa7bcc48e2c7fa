import { describe, expect, it } from 'vitest';
import { elapsedSeconds } from '@ajar/api/contract/durations';
import { secondsBetween } from './format';

describe('an attempt’s duration', () => {
  it('on its detail page is the same whole seconds as the history list’s durationSeconds', () => {
    // 65.7 s: the API's history list says 65 s; the detail page must not say 66 s.
    const startedAt = '2026-11-23T03:00:00.000Z';
    const submittedAt = '2026-11-23T03:01:05.700Z';
    expect(secondsBetween(startedAt, submittedAt)).toBe(65);
    expect(secondsBetween(startedAt, submittedAt)).toBe(
      elapsedSeconds(new Date(startedAt), new Date(submittedAt)),
    );
  });

  it('is never negative, even when the clocks disagree', () => {
    expect(secondsBetween('2026-11-23T03:00:01.000Z', '2026-11-23T03:00:00.000Z')).toBe(0);
  });
});
