import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';

// `pnpm test` runs with AJAR_TEST_DATABASE_URL set for the PostgreSQL variant; the unit run
// must still test the embedded database the product starts on by default, or PGlite is
// never tested at all.
describe('the test harness', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  it('opens the database its project is for', async ({ task }) => {
    const wanted = task.file.projectName === 'api:postgres' ? 'postgres' : 'pglite';
    expect(fresh.database.kind).toBe(wanted);
    expect(await fresh.database.ping()).toBe(true);
  });
});
