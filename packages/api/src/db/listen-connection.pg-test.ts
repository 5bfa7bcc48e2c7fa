import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, serverUrl } from '../testing/harness';
import type { Database } from './client';
import { listenConnection } from './listen-connection';

/** Ends the database's LISTEN connection, as a server restart or failover would. */
async function endListening(database: Database) {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ilike 'listen%'`.execute(database.db);
}

describe('a PostgreSQL server that drops connections', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    if (!serverUrl) throw new Error('set AJAR_TEST_DATABASE_URL (scripts/postgres.sh prints one)');
    fresh = await freshDatabase();
  });

  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  it('listens again after its LISTEN connection is ended, and hears the next notice', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = listenConnection(fresh.url!, 100);
    const heard: string[] = [];
    await connection.listen('ajar_test_channel', (payload) => heard.push(payload));
    await fresh.database.notify('ajar_test_channel', 'before');
    await vi.waitFor(() => expect(heard).toEqual(['before']));

    await endListening(fresh.database);
    // Notices sent before the new LISTEN are lost, so keep sending until one arrives.
    await vi.waitFor(
      async () => {
        await fresh.database.notify('ajar_test_channel', 'after');
        expect(heard).toContain('after');
      },
      { timeout: 5000, interval: 150 },
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('reconnecting'));
    await connection.close();
    errors.mockRestore();
  });

  it('answers queries again after its idle connections are ended', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fresh.database.ping();
    const other = await freshDatabase();
    try {
      // Terminated from another database's connection so every one of ours goes; only client
      // connections: an autovacuum worker on the fresh tables is the server's, not ours.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${new URL(fresh.url!).pathname.slice(1)}
          and backend_type = 'client backend'`.execute(other.database.db);
      await vi.waitFor(async () => expect(await fresh.database.ping()).toBe(true), {
        timeout: 5000,
      });
    } finally {
      await other.database.close();
      await other.drop();
      errors.mockRestore();
    }
  });
});
