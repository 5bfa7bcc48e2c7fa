import { CompiledQuery, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { InFlight } from './in-flight';

/** What pg-boss asks of a database (its `db` option). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** From now on nothing reaches the database: pg-boss's late bookkeeping answers nothing. */
  close(): void;
}

// pg-boss sends its schema changes and its maintenance as one string, `BEGIN; ...; COMMIT;`.
const SCRIPT = /^\s*BEGIN\s*;/i;

/**
 * pg-boss on the API's own Kysely, so the queue shares the API's connections: the embedded
 * database's single session (queued behind the requests' transactions), or the server pool.
 * Every statement is counted in `work`, so stopping can wait for the ones still running (pg-boss
 * does not await its own "job completed" update).
 */
export function bossDb(db: Kysely<Schema>, work: InFlight): BossDb {
  let closed = false;

  async function run(text: string, values: readonly unknown[]) {
    if (!SCRIPT.test(text)) return db.executeQuery(CompiledQuery.raw(text, [...values]));
    // A script that fails half way leaves its session inside an aborted transaction, where
    // every later statement is refused; on the embedded database that session is every
    // request's. It is rolled back on the same connection before the error goes on.
    return db.connection().execute(async (connection) => {
      try {
        return await connection.executeQuery(CompiledQuery.raw(text));
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
        throw error;
      }
    });
  }

  return {
    async executeSql(text, values = []) {
      if (closed) return { rows: [] };
      const { rows } = await work.add(run(text, values));
      return { rows };
    },
    close() {
      closed = true;
    },
  };
}
