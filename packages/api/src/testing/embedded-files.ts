import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { migratedEmbeddedFiles } from '../db/client';
import { pglitePool } from '../db/pglite-pool';
import type { Schema } from '../db/schema';
import { seedForTests, seededCopyFits } from './test-seed';

/**
 * Creating an embedded database costs PGlite three or four seconds, loading a copy of one
 * about one, and seeding the demo two more: the test run migrates one database and seeds one
 * copy of it once (`globalSetup`, below), and every test database starts as a copy of the
 * migrated or the seeded files.
 */
const MIGRATED = 'AJAR_TEST_EMBEDDED_FILES';
const SEEDED = 'AJAR_TEST_SEEDED_EMBEDDED_FILES';
const SEEDED_AT = 'AJAR_TEST_SEEDED_EMBEDDED_AT';

export default async function writeEmbeddedFiles() {
  await mkdir(path.resolve('.cache'), { recursive: true });
  // Each run its own folder: two runs in one checkout (two people, or unit beside a watch
  // session) would otherwise load each other's half-written files, or another day's seed.
  const dir = await mkdtemp(path.resolve('.cache/test-databases-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const now = new Date();
  try {
    const migrated = await migratedEmbeddedFiles();
    await writeFile(path.join(dir, 'migrated.tar'), Buffer.from(await migrated.arrayBuffer()));
    const seeded = await seededFiles(migrated, now);
    await writeFile(path.join(dir, 'seeded.tar'), Buffer.from(await seeded.arrayBuffer()));
  } catch (error) {
    await removeDir();
    throw error;
  }
  process.env[MIGRATED] = path.join(dir, 'migrated.tar');
  process.env[SEEDED] = path.join(dir, 'seeded.tar');
  process.env[SEEDED_AT] = now.toISOString();
  return removeDir;
}

async function seededFiles(migrated: Blob, now: Date): Promise<Blob> {
  const lite = new PGlite({ loadDataDir: migrated });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) });
  try {
    await seedForTests(db, now);
    return await lite.dumpDataDir('none');
  } finally {
    await db.destroy();
    await lite.close();
  }
}

const read = (file: string) => readFile(file).then((bytes) => new Blob([bytes]));

let files: Promise<Blob> | undefined;

/** The migrated files: the run's copy, or (no global setup ran) a new one. */
export function embeddedFiles(): Promise<Blob> {
  const file = process.env[MIGRATED];
  files ??= file && existsSync(file) ? read(file) : migratedEmbeddedFiles();
  return files;
}

let seeded: Promise<Blob> | undefined;

/**
 * The run's seeded files while they still read as seeded now (`seededCopyFits`); else
 * undefined, and the caller seeds a copy of the migrated files itself.
 */
export async function seededEmbeddedFiles(): Promise<Blob | undefined> {
  const file = process.env[SEEDED];
  if (!file || !seededCopyFits(process.env[SEEDED_AT])) return undefined;
  if (!seeded && !existsSync(file)) return undefined;
  seeded ??= read(file);
  return seeded;
}
