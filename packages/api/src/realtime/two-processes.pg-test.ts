import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, serverUrl, sseReader } from '../testing/harness';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Starts `src/main.ts` as its own process and resolves with the URL it prints. */
function startProcess(databaseUrl: string, children: ChildProcess[]): Promise<string> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      // A server database is seeded only when asked.
      AJAR_SEED: '1',
      AJAR_JWT_SECRET: 'two-process-test-secret',
      AJAR_APP_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}: ${out}`)));
  });
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'ajar-demo-123' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('two API processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let first: string;
  let second: string;

  beforeAll(async () => {
    if (!serverUrl) throw new Error('set AJAR_TEST_DATABASE_URL (scripts/postgres.sh prints one)');
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await fresh.database.close();
    // One after the other: the first seeds, the second finds the demo company there.
    first = await startProcess(fresh.url!, children);
    second = await startProcess(fresh.url!, children);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await drop();
  });

  it('pushes a colour changed through one process to a page connected to the other', async () => {
    const member = await login(second, 'member@ajar.local');
    const stream = sseReader(
      await fetch(`${second}/v1/company/theme/events?access_token=${member}`),
    );
    expect((await stream.next()).event).toBe('connected');

    const admin = await login(first, 'admin@ajar.local');
    const res = await fetch(`${first}/v1/company/theme`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ primaryColor: '#2E7D32' }),
    });
    expect(res.status).toBe(200);
    const update = await stream.next(3000);
    expect(update.event).toBe('theme-updated');
    expect(JSON.parse(update.data)).toEqual({ theme: { primaryColor: '#2E7D32' } });
    await stream.cancel();
  });

  it('ends open streams and exits cleanly on SIGTERM', async () => {
    const member = await login(first, 'member@ajar.local');
    const stream = sseReader(
      await fetch(`${first}/v1/company/theme/events?access_token=${member}`),
    );
    await stream.next();
    const child = children[0]!;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await expect(stream.next(5000)).rejects.toThrow('stream ended');
    expect(await exited).toBe(0);
  });
});
