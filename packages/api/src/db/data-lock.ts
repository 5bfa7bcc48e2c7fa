import { randomUUID } from 'node:crypto';
import { link, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** Undefined while the holder has not written its pid yet (or its lock is unreadable). */
    readonly pid: number | undefined,
  ) {
    super(
      `The database folder ${dataDir} is in use by another Ajar process (pid ${pid ?? 'unknown'}). ` +
        'Stop that process first, or set AJAR_DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** The lock sits beside the folder, so PGlite never finds a foreign file inside its own. */
export const lockFileOf = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

/**
 * A lock with no readable pid younger than this may be one being written by a process of an
 * older version (which created the file before writing its pid), so it counts as live.
 */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;

/** Lock files this process holds or is claiming: a pid equal to ours means one of these. */
const ours = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const parsePid = (text: string) => {
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

interface Holder {
  pid: number | undefined;
  /** Which file was read, so a takeover can tell it moved that one and not a newer lock. */
  ino: number;
  ageMs: number;
}

/** Content and identity read through one handle, so they describe the same file. */
async function holderOf(file: string): Promise<Holder | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    const text = await handle.readFile('utf8').catch(() => '');
    return { pid: parsePid(text), ino: info.ino, ageMs: Date.now() - info.mtimeMs };
  } finally {
    await handle.close();
  }
}

/**
 * A lock no live process holds: its pid is dead, or is ours (`ours` already refused a second
 * claim within this process, so it was left by an earlier process that had our pid, common in
 * containers where the server is pid 1 every time).
 */
function isStale(holder: Holder): boolean {
  if (holder.pid === undefined) return holder.ageMs > UNREADABLE_LOCK_GRACE_MS;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

/**
 * Moves a stale lock aside. Renaming is atomic, and the moved file is checked to be the one
 * judged stale: if a rival replaced it meanwhile, its live lock is put back and we give way.
 */
async function takeOver(file: string, stale: Holder): Promise<boolean> {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    await rename(file, aside);
  } catch (error) {
    // Gone already: another process took it over; the next link attempt decides.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const moved = await stat(aside);
  if (moved.ino !== stale.ino) {
    await link(aside, file).catch(() => {});
    await unlink(aside).catch(() => {});
    return false;
  }
  await unlink(aside).catch(() => {});
  return true;
}

/**
 * Claims the embedded database's folder for this process. PGlite is one PostgreSQL session
 * over plain files: a second process on the same folder would overwrite the first one's
 * writes, so it must refuse to start. The lock appears with the pid already in it (written to
 * a file of our own, then hard-linked into place, which fails if a lock exists), so no one
 * ever reads a half-made lock of ours. A lock left by a process that died is taken over.
 * Resolves to the release function.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  if (ours.has(file)) throw new DataFolderInUseError(dataDir, process.pid);
  ours.add(file);
  const mine = `${file}.${process.pid}-${randomUUID()}`;
  try {
    await writeFile(mine, `${process.pid}\n`, { flag: 'wx' });
    // Each round either links, or finds a live lock, or moves a stale one aside; a lock that
    // keeps coming back stale means rivals are taking over too: give way.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(mine, file);
        const { ino } = await stat(mine);
        return async () => {
          if ((await holderOf(file))?.ino === ino) await unlink(file).catch(() => {});
          ours.delete(file);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await holderOf(file);
        if (!holder) continue; // released meanwhile
        if (!isStale(holder)) throw new DataFolderInUseError(dataDir, holder.pid);
        if (!(await takeOver(file, holder))) throw new DataFolderInUseError(dataDir, undefined);
      }
    }
    throw new DataFolderInUseError(dataDir, (await holderOf(file))?.pid);
  } catch (error) {
    ours.delete(file);
    throw error;
  } finally {
    await unlink(mine).catch(() => {});
  }
}
