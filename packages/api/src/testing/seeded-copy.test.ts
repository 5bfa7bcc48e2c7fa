import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../db/seed';
import { createHarness, freshDatabase, type Harness } from './harness';
import { seedForTests } from './test-seed';

// Seeded harnesses start from a copy of one seeded database made at the start of the run
// (`embedded-files.ts`, `server-template.ts`); these check what a seed of their own gave.
// On PostgreSQL too: api:postgres runs the files that name testing/harness (vitest.config.ts).
describe('a seeded test database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('holds the demo, and signs its accounts in with the demo password', async () => {
    const company = await h.database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirst();
    expect(company).toBeDefined();
    expect(await h.login('member@ajar.local')).toBeTruthy();
  });

  it('goes on numbering rows after the seeded ones', async () => {
    const db = h.database.db;
    const highest = await db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const company = await db
      .insertInto('companies')
      .values({ name: 'PT Salinan', title: 'Salinan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        company_id: company.id,
        email: 'salinan@test.local',
        password_hash: 'unused',
        name: 'Salinan',
        role_id: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(Number(highest.id));
  });

  it('is a copy of its own: what one test file writes, another does not see', async () => {
    const other = await freshDatabase({ seeded: true });
    try {
      // No copy that fits (a day turned since the run began): it seeds its own, as harnesses do.
      if (!other.seeded) await seedForTests(other.database.db);
      const copied = await other.database.db
        .selectFrom('companies')
        .select('name')
        .where('name', 'in', [DEMO_COMPANY_NAME, 'PT Salinan'])
        .execute();
      expect(copied.map((row) => row.name)).toEqual([DEMO_COMPANY_NAME]);
    } finally {
      await other.database.close();
      await other.drop();
    }
  });
});

describe('an unseeded test database', () => {
  it('is migrated and empty', async () => {
    const fresh = await freshDatabase();
    try {
      expect(fresh.seeded).toBe(false);
      const companies = await fresh.database.db.selectFrom('companies').select('id').execute();
      expect(companies).toEqual([]);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
