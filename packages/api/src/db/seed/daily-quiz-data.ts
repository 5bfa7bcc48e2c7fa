/**
 * The demo accounts' daily-quiz history, as days ago (1 = yesterday; today is left to play).
 * Rina keeps a long streak going; Putri is six days in, so her next quiz reaches the
 * seven-day milestone; Yoga comes and goes; Andi has just begun.
 */
const run = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

export const DAILY_QUIZ_HISTORY: Readonly<Record<string, readonly number[]>> = {
  'member@ajar.local': [...run(55, 44), 42, 40, 39, 38, ...run(33, 20), 18, ...run(16, 1)],
  'member3@ajar.local': [
    50,
    49,
    47,
    45,
    44,
    43,
    40,
    36,
    35,
    30,
    29,
    28,
    22,
    21,
    15,
    14,
    13,
    ...run(6, 1),
  ],
  'member2@ajar.local': [54, 53, 52, 46, 45, 31, 30, 29, 28, 12, 11, 5, 4],
  'member4@ajar.local': [3, 2],
};

/** Questions in each seeded day's quiz. */
export const SEEDED_QUIZ_SIZE = 5;
