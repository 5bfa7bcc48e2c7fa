import type { Kysely } from 'kysely';
import { passwordHasher, type PasswordHasher } from '../auth/password';
import { seedDemo } from '../db/seed';
import type { Schema } from '../db/schema';

/**
 * Cheap scrypt for tests that are not about hashing: at the standard cost each sign-in takes
 * about a second on a busy two-core machine, and every test file seeds and signs in.
 */
export const testPasswords: PasswordHasher = passwordHasher({ N: 2 ** 10, r: 8, p: 1 });

/**
 * The demo seed of every seeded test database, in place or in the run's template: cheap
 * hashes whatever the app's cost (an app at another cost upgrades them on sign-in).
 */
export async function seedForTests(db: Kysely<Schema>, now = new Date()): Promise<void> {
  await seedDemo(db, () => {}, now, testPasswords);
}

/**
 * The seed dates its rows from `now`: whole days and hours around it, and colleagues' points
 * up to it. A copy made minutes before a test file reads as a seed of its own (short of the
 * points of those minutes), unless a day has turned in between (today's points, this week's
 * board, an event "tomorrow") or the copy is old enough (a long watch session) for the hours
 * to drift: then the file seeds its own.
 */
export const SEEDED_COPY_MAX_AGE_MS = 15 * 60_000;

// Where the seed and the API count days: UTC dates, the demo companies' Asia/Jakarta, and
// the machine's own zone for anything that forgot to say.
const ZONES = ['UTC', 'Asia/Jakarta', undefined];

const dayIn = (at: Date, timeZone: string | undefined) =>
  at.toLocaleDateString('en-CA', { timeZone });

/** Whether a copy seeded at `seededAt` (as a global setup recorded it) may stand in at `now`. */
export function seededCopyFits(seededAt: string | undefined, now = new Date()): boolean {
  const at = new Date(seededAt ?? Number.NaN);
  const age = now.getTime() - at.getTime();
  if (!(age >= 0 && age <= SEEDED_COPY_MAX_AGE_MS)) return false;
  return ZONES.every((zone) => dayIn(at, zone) === dayIn(now, zone));
}
