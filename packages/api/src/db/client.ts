import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

export interface Database {
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the embedded PostgreSQL (PGlite). With a directory it persists there, so restarts
 * lose nothing; without one it lives in memory (tests).
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  return {
    async ping() {
      try {
        await pg.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pg.close(),
  };
}
