import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { startServer } from '../server';
import { lockDataFolder, lockFileOf, UNREADABLE_LOCK_GRACE_MS } from './data-lock';

let root: string;
let config: Config;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ajar-lock-'));
  config = {
    ...loadConfig({}),
    port: 0,
    dataDir: path.join(root, 'pglite'),
    appDistDir: path.join(root, 'no-app'),
    databaseUrl: undefined,
    seedOnStart: false,
  };
});
afterAll(() => rm(root, { recursive: true, force: true }));

const quiet = () => {};

describe('one embedded database folder, one process', () => {
  it('refuses a second server on the folder, and starts again once the first closed', async () => {
    const first = await startServer(config, quiet);
    try {
      await expect(startServer(config, quiet)).rejects.toThrow(
        `The database folder ${config.dataDir} is in use by another Ajar process (pid ${process.pid})`,
      );
      // The refused start left the first one's lock and data alone.
      expect(await first.database.ping()).toBe(true);
    } finally {
      await first.close();
    }
    const again = await startServer(config, quiet);
    expect(await again.database.ping()).toBe(true);
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that was killed', async () => {
    // A pid that existed a moment ago and is gone now.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFileOf(config.dataDir), `${dead}\n`);
    const server = await startServer(config, quiet);
    expect((await readFile(lockFileOf(config.dataDir), 'utf8')).trim()).toBe(String(process.pid));
    await server.close();
    await expect(readFile(lockFileOf(config.dataDir), 'utf8')).rejects.toThrow();
  }, 60_000);
});

describe('the lock file itself', () => {
  let dir: string;
  let lock: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(root, 'case-')), 'pglite');
    lock = lockFileOf(dir);
  });
  const holder = async () => (await readFile(lock, 'utf8')).trim();

  it('counts a lock with no pid yet as live: its process may be writing it', async () => {
    await writeFile(lock, '');
    await expect(lockDataFolder(dir)).rejects.toThrow(
      `The database folder ${dir} is in use by another Ajar process (pid unknown)`,
    );
    expect(await holder()).toBe('');
  });

  it('takes over a lock with no pid once it is older than a few seconds', async () => {
    await writeFile(lock, '');
    const old = new Date(Date.now() - UNREADABLE_LOCK_GRACE_MS - 60_000);
    await utimes(lock, old, old);
    const release = await lockDataFolder(dir);
    expect(await holder()).toBe(String(process.pid));
    await release();
  });

  it('takes over a lock holding its own pid, left by an earlier process that had that pid', async () => {
    await writeFile(lock, `${process.pid}\n`);
    const release = await lockDataFolder(dir);
    expect(await holder()).toBe(String(process.pid));
    // Taken for real: a second claim is refused while this one holds it.
    await expect(lockDataFolder(dir)).rejects.toThrow(`pid ${process.pid}`);
    await release();
    await expect(readFile(lock, 'utf8')).rejects.toThrow();
  });

  it('lets exactly one of several claims at once win, and leaves no temporary files', async () => {
    const claims = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataFolder(dir)));
    const won = claims.filter((c) => c.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(await holder()).toBe(String(process.pid));
    await won[0]!.value();
    expect(await readdir(path.dirname(dir))).toEqual([]);
  });
});
