import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migratedEmbeddedFiles } from '../db/client';

/**
 * Creating an embedded database costs PGlite three or four seconds, loading a copy of one
 * about one: the test run migrates one database once (`globalSetup`, below) and every test
 * database starts as a copy of its files.
 */
const ENV = 'AJAR_TEST_EMBEDDED_FILES';

export default async function writeMigratedFiles() {
  const file = path.resolve('.cache/test-embedded-database.tar');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await (await migratedEmbeddedFiles()).arrayBuffer()));
  process.env[ENV] = file;
}

let files: Promise<Blob> | undefined;

/** The migrated files: the run's copy, or (a test file run on its own) a new one. */
export function embeddedFiles(): Promise<Blob> {
  const file = process.env[ENV];
  files ??=
    file && existsSync(file)
      ? readFile(file).then((bytes) => new Blob([bytes]))
      : migratedEmbeddedFiles();
  return files;
}
