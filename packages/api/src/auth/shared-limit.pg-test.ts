import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AjarApp } from '../app';
import { openServerDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { themeHub } from '../realtime/theme-hub';
import {
  freshDatabase,
  GENEROUS_LIMITS,
  serverUrl,
  testClientIp,
  testPasswords,
} from '../testing/harness';
import { loginLimiter } from './rate-limit';
import { tokenService } from './tokens';

// Two API instances, each with its own connection pool, on one PostgreSQL database: what two
// processes behind a load balancer are. An in-memory limit let each count on its own.
const RULES = { ...GENEROUS_LIMITS, account: { limit: 4, windowMs: 60_000 } };
const databases: Database[] = [];
const apps: AjarApp[] = [];
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!serverUrl) throw new Error('set AJAR_TEST_DATABASE_URL (scripts/postgres.sh prints one)');
  const fresh = await freshDatabase();
  drop = fresh.drop;
  await seedDemo(fresh.database.db, () => {}, new Date(), testPasswords);
  await fresh.database.close();
  for (let i = 0; i < 2; i += 1) {
    const database = await openServerDatabase(fresh.url!);
    databases.push(database);
    apps.push(
      createApp({
        database,
        tokens: tokenService('shared-limit-test-secret'),
        hub: themeHub(database),
        limiter: loginLimiter(database.db, RULES),
        passwords: testPasswords,
        clientIp: testClientIp,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  for (const database of databases) await database.close();
  await drop?.();
});

describe('sign-in limits across API instances', () => {
  it('counts attempts made through either instance against one limit', async () => {
    const attempt = (i: number) =>
      apps[i % 2]!.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-ip': `198.51.100.${i}` },
        body: JSON.stringify({ email: 'member2@ajar.local', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(i)).status);
    // Each instance saw three attempts, under its limit of four; together they are over it.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
