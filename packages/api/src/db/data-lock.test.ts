import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { startServer } from '../server';
import { lockFileOf } from './data-lock';

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
