import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyQuizToday } from '../contract/daily-quiz';
import type { PointHistory } from '../contract/points';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

async function read<T>(email: string, path: string) {
  const res = await request(h.app, 'GET', path, { token: await h.login(email) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('the seeded daily quiz', () => {
  it('gives Rina a running streak and a filled calendar', async () => {
    const today = await read<DailyQuizToday>('member@ajar.local', '/v1/daily-quiz/today');
    // Sixteen days in a row, and before that missed days bridged by freezes she earned.
    expect(today.streak.current).toBeGreaterThan(16);
    expect(today.streak.doneToday).toBe(false);
    expect(today.calendar.some((d) => d.state === 'frozen')).toBe(true);
    expect(today.calendar.filter((d) => d.state === 'done').length).toBeGreaterThan(40);
    expect(today.quiz).toBeNull();
    // Her only course has no quiz: nothing to ask until she takes one (the page says so).
    expect(today.available).toBe(0);
    const history = await read<PointHistory>('member@ajar.local', '/v1/points/history');
    expect(history.items.some((item) => item.rule === 'daily_quiz.done')).toBe(true);
  });

  it('has questions ready for Yoga, from the safety course he is taking', async () => {
    const today = await read<DailyQuizToday>('member2@ajar.local', '/v1/daily-quiz/today');
    expect(today.available).toBeGreaterThan(0);
    expect(today.streak.current).toBe(0);
  });

  it('leaves Putri one day short of the seven-day milestone', async () => {
    const today = await read<DailyQuizToday>('member3@ajar.local', '/v1/daily-quiz/today');
    expect(today.streak).toEqual({ current: 6, longest: 6, freezes: 0, doneToday: false });
  });
});
