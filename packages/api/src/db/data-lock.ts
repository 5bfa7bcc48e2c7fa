import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another Ajar process (pid ${pid}). ` +
        'Stop that process first, or set AJAR_DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** The lock sits beside the folder, so PGlite never finds a foreign file inside its own. */
export const lockFileOf = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Claims the embedded database's folder for this process. PGlite is one PostgreSQL session
 * over plain files: a second process on the same folder would overwrite the first one's
 * writes, so it must refuse to start. A lock left by a process that died (its pid is gone)
 * is taken over. Resolves to the release function.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        if ((await holderOf(file)) === process.pid) await unlink(file).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await holderOf(file);
      // A pid that is alive holds the folder; a lock this process already took counts too.
      if (pid !== undefined && (pid === process.pid || isAlive(pid)))
        throw new DataFolderInUseError(dataDir, pid);
      // Stale (dead pid) or unreadable: taken over once; a second clash is a live rival.
      if (attempt > 0) throw new DataFolderInUseError(dataDir, pid ?? 0);
      await unlink(file).catch(() => {});
    }
  }
}
