import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './data-lock';
import { listenConnection, type Listener } from './listen-connection';
import { migrationProvider } from './migrations';
import { pglitePool } from './pglite-pool';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import type { Schema } from './schema';

export type { Listener };

export interface Database {
  /** 'pglite' when embedded, 'postgres' with a server (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  db: Kysely<Schema>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel; resolves to an unsubscribe function.
   * `onResume` runs when listening starts again after a lost server connection, whose
   * notices are gone (the embedded database never loses it).
   */
  listen(channel: string, listener: Listener, onResume?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
function assertChannel(channel: string) {
  // LISTEN takes an identifier, not a parameter, so it is checked rather than interpolated raw.
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
}

function withKysely(
  kind: Database['kind'],
  db: Kysely<Schema>,
  rest: Pick<Database, 'listen' | 'close'>,
): Database {
  return {
    kind,
    db,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    ...rest,
  };
}

/**
 * Opens the embedded PostgreSQL (PGlite), in a thread of its own (pglite-thread.ts). With a
 * directory it persists there, so restarts lose nothing, and this process holds the
 * directory's lock until close (a second process refuses to start); without one it lives in
 * memory (tests), starting from `files` when given (see `migratedEmbeddedFiles`).
 */
export async function openEmbeddedDatabase(
  dataDir?: string,
  { files, thread = true }: { files?: Blob; thread?: boolean } = {},
): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataFolder(dataDir);
  }
  let lite: PgliteThread;
  try {
    lite = thread
      ? await startPgliteThread({ dataDir, files })
      : await pgliteInThisThread({ dataDir, files });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) });
  return withKysely('pglite', db, {
    listen: (channel, listener) => {
      assertChannel(channel);
      return lite.listen(channel, listener);
    },
    async close() {
      await db.destroy();
      await lite.close();
      await unlock();
    },
  });
}

/**
 * PGlite on the calling thread, shaped as the thread's handle: for the API's unit tests,
 * whose thousands of short queries pay each trip to a thread and gain nothing from it (one
 * test at a time per database). The product, the end-to-end journeys and the thread's own
 * tests run it in its thread.
 */
async function pgliteInThisThread(options: { dataDir?: string; files?: Blob }) {
  const lite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.files });
  await lite.waitReady;
  return {
    query: (sqlText: string, parameters: unknown[]) => lite.query(sqlText, parameters),
    exec: (sqlText: string) => lite.exec(sqlText),
    async listen(channel: string, listener: Listener) {
      const stop = await lite.listen(channel, listener);
      return async () => {
        if (!lite.closed) await stop();
      };
    },
    close: () => lite.close(),
  } satisfies PgliteThread;
}

/**
 * The files of a new, migrated embedded database, for tests to start copies from: a copy
 * loads in about a second, where creating a database takes PGlite three or four.
 */
export async function migratedEmbeddedFiles(): Promise<Blob> {
  const lite = new PGlite();
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) });
  try {
    await migrate(
      withKysely('pglite', db, { listen: async () => async () => {}, close: async () => {} }),
    );
    return await lite.dumpDataDir('none');
  } finally {
    await db.destroy();
    await lite.close();
  }
}

/** Connects to a PostgreSQL server; LISTEN uses one dedicated connection. */
export async function openServerDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover) is replaced on the next query;
  // unhandled, its 'error' event would end the process.
  pool.on('error', (error) => console.error(`database: idle connection lost (${error.message})`));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const listening = listenConnection(connectionString);

  return withKysely('postgres', db, {
    async listen(channel, listener, onResume) {
      assertChannel(channel);
      const stop = await listening.listen(channel, listener, onResume);
      return async () => stop();
    },
    async close() {
      await listening.close();
      await db.destroy();
    },
  });
}

/** The configured database: a PostgreSQL server when a URL is given, else embedded. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }) {
  return options.databaseUrl
    ? openServerDatabase(options.databaseUrl)
    : openEmbeddedDatabase(options.dataDir);
}

/** Brings the schema to the newest migration; throws when one fails. */
export async function migrate(
  database: Database,
  provider: MigrationProvider = migrationProvider,
): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
