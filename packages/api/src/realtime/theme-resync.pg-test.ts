import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, serverUrl, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  if (!serverUrl) throw new Error('set AJAR_TEST_DATABASE_URL (scripts/postgres.sh prints one)');
  h = await createHarness();
});
afterAll(() => h.close());

it('sends open pages the colour changed while its database connection was down', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const db = h.database.db;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Ajar Demo')
    .executeTakeFirstOrThrow();
  const frames: string[] = [];
  const stop = h.hub.subscribe(company.id, {
    write: (frame) => void frames.push(new TextDecoder().decode(frame)),
    end: () => {},
  });

  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ilike 'listen%'`.execute(db);
  // Written straight to the table: no notice at all, only the resync can bring it.
  await db
    .updateTable('companies')
    .set({ primary_color: '#6A1B9A' })
    .where('id', '=', company.id)
    .execute();

  await vi.waitFor(
    () =>
      expect(frames).toContain(
        'event: theme-updated\ndata: {"theme":{"primaryColor":"#6A1B9A"}}\n\n',
      ),
    { timeout: 5000, interval: 100 },
  );
  stop();
  errors.mockRestore();
});
