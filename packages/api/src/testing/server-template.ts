import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openServerDatabase } from '../db/client';
import { seedForTests, seededCopyFits } from './test-seed';

/**
 * Seeding the demo costs a PostgreSQL test database about two seconds; `create database …
 * template` copies a seeded one in a fraction of that. The run (`globalSetup` of
 * api:postgres) migrates and seeds one template database, and each seeded test database is a
 * copy of it, dropped with it at the end.
 */
const TEMPLATE = 'AJAR_TEST_SEEDED_TEMPLATE';
const SEEDED_AT = 'AJAR_TEST_SEEDED_TEMPLATE_AT';

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the server (create and drop databases). */
export async function asAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function createSeededTemplate() {
  const serverUrl = process.env.AJAR_TEST_DATABASE_URL;
  if (!serverUrl) return;
  // Its own name per run: another run on the same server (a second checkout, CI beside a
  // developer) keeps its own template, and nobody drops one still copied from.
  const name = `ajar_template_${randomBytes(6).toString('hex')}`;
  const now = new Date();
  await asAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const drop = () =>
    asAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  try {
    const database = await openServerDatabase(databaseUrl(serverUrl, name));
    try {
      await migrate(database);
      await seedForTests(database.db, now);
    } finally {
      await database.close();
    }
    // PostgreSQL copies a template only while no one else is connected to it. Closed to new
    // connections (autovacuum too leaves such a database alone), it keeps only the backends
    // still on their way out: the pool's just closed, an autovacuum worker busy with the new
    // rows. Waited for here, so two workers' copies never meet one of them.
    await asAdmin(serverUrl, async (admin) => {
      await admin.query(`alter database ${name} allow_connections false`);
      for (let tries = 0; ; tries += 1) {
        const { rows } = await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows.length === 0) break;
        // Five seconds on, whatever is left is ended (pg_signal_backend, scripts/postgres.sh).
        if (tries === 50) {
          await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [
            rows.map((row) => row.pid),
          ]);
        }
        if (tries > 100) throw new Error(`test template ${name}: still in use`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[TEMPLATE] = name;
  process.env[SEEDED_AT] = now.toISOString();
  return async () => {
    await drop();
  };
}

/** The run's seeded template while it still reads as seeded now (`seededCopyFits`). */
export function seededTemplate(): string | undefined {
  const name = process.env[TEMPLATE];
  return name && seededCopyFits(process.env[SEEDED_AT]) ? name : undefined;
}
