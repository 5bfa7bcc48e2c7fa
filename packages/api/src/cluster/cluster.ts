import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openServerDatabase } from '../db/client';
import { asAdmin, databaseUrl } from '../testing/server-template';
import { seedForTests } from '../testing/test-seed';
import { readAccessLog, type LoggedRequest } from './access-log';
import { call } from './http-client';
import { loopbackConfig } from './nginx-config';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Debian's nginx (scripts/setup.sh installs it for the tests). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SERVER = path.join(repoRoot, 'packages/api/dist/main.js');
const SHIPPED_CONFIG = path.join(repoRoot, 'deploy/nginx.conf');
/** Whom nginx trusts to say who the client is: nginx itself, on loopback. */
const NGINX_ADDRESS = '127.0.0.1';

/** One built API process (`node packages/api/dist/main.js`) on its own port. */
export interface ApiProcess {
  /** As nginx's access log names it (`$upstream_addr`). */
  address: string;
  /** Kills it at once (SIGKILL: no goodbye to its streams or connections); resolves once gone. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** nginx's port on 127.0.0.1: every request of the test goes through it. */
  port: number;
  processes: ApiProcess[];
  /**
   * What processes that exited before listening said (each was then started once more, as
   * compose's restart policy would): replicas starting together should need no second try.
   */
  falseStarts: string[];
  /** The requests nginx logged, once `enough` holds for them (or after a few seconds). */
  requests(enough?: (requests: LoggedRequest[]) => boolean): Promise<LoggedRequest[]>;
  /** Reads the cluster's database directly (what no API route shows, e.g. the security log). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops nginx and the processes, drops the database, removes the files. */
  stop(): Promise<void>;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Ends a child for good: SIGTERM, then SIGKILL if it is still there after a while. */
function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/** Spawns a child that dies with the test run even if the run itself is killed. */
function spawnOwned(command: string, args: string[], env: NodeJS.ProcessEnv, output: string[]) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  return child;
}

/** An exit's output without its stack frames: the error, its detail and its SQL are what tell. */
const withoutStack = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .slice(0, 3000);

/** Resolves with the port an API process listens on, once it says so. */
function listening(child: ChildProcess, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const seen = () => /running at http:\/\/\S+:(\d+)/.exec(output.join(''))?.[1];
    const check = () => {
      const port = seen();
      if (port) {
        child.stdout!.off('data', check);
        resolve(Number(port));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) =>
      reject(new Error(`API process exited with ${code} before listening:\n${output.join('')}`)),
    );
  });
}

/**
 * `size` built API processes on a fresh PostgreSQL database of their own, behind nginx running
 * deploy/nginx.conf, all on loopback. The processes start together, as a deployment's replicas
 * do: they migrate the empty database side by side; then the demo company is seeded.
 * Whatever was started is stopped again by `stop`, also after a failed start.
 */
export async function startCluster(serverUrl: string, size = 3): Promise<Cluster> {
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch(() => {});
  };
  try {
    const begun = Date.now();
    const dir = await mkdtemp(path.join(tmpdir(), 'ajar-cluster-'));
    undo.push(() => rm(dir, { recursive: true, force: true }));

    const database = `ajar_cluster_${randomBytes(6).toString('hex')}`;
    await asAdmin(serverUrl, (admin) => admin.query(`create database ${database}`));
    undo.push(async () => {
      await asAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${database} with (force)`),
      );
    });
    const url = databaseUrl(serverUrl, database);

    const secret = randomBytes(32).toString('base64url');
    const falseStarts: string[] = [];
    const children: ChildProcess[] = [];
    undo.push(async () => {
      await Promise.all(children.map((child) => stopChild(child)));
    });
    /** One process; started again once if it exits before listening, as compose restarts it. */
    const startProcess = async (i: number) => {
      for (let attempt = 1; ; attempt += 1) {
        const output: string[] = [];
        const child = spawnOwned(
          process.execPath,
          [SERVER],
          {
            ...process.env,
            PORT: '0',
            DATABASE_URL: url,
            AJAR_JWT_SECRET: secret,
            AJAR_SEED: '0',
            AJAR_TRUSTED_PROXIES: NGINX_ADDRESS,
          },
          output,
        );
        children.push(child);
        try {
          return { child, port: await listening(child, output) };
        } catch (error) {
          if (attempt === 2) throw error;
          falseStarts.push(`process ${i + 1}: ${withoutStack((error as Error).message)}`);
        }
      }
    };
    const started = await Promise.all(Array.from({ length: size }, (_, i) => startProcess(i)));
    const ports = started.map(({ port }) => port);
    console.log(`cluster: ${size} processes migrated and listening in ${seconds(begun)}`);
    // The demo company, with the tests' cheap password hashes: seeding at the product's cost
    // (AJAR_SEED=1) would spend a dozen seconds of both cores on hashing alone.
    const seeding = await openServerDatabase(url);
    await seedForTests(seeding.db).finally(() => seeding.close());
    const seeded = Date.now();
    console.log(`cluster: seeded in ${seconds(begun)}`);

    const port = await freePort();
    const config = loopbackConfig(await readFile(SHIPPED_CONFIG, 'utf8'), {
      port,
      upstreams: ports,
      dir,
      // The workers of a root nginx switch to the config's user, who may not enter `dir`.
      user: process.getuid?.() === 0 ? userInfo().username : null,
    });
    await writeFile(path.join(dir, 'nginx.conf'), config);
    await writeFile(path.join(dir, 'access.log'), '');
    const nginxOutput: string[] = [];
    const nginx = spawnOwned(
      NGINX,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      process.env,
      nginxOutput,
    );
    undo.push(() => stopChild(nginx));
    await untilAnswering(port, nginx, nginxOutput);
    console.log(`cluster: nginx answering in ${seconds(seeded)}`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    undo.push(() => client.end());

    return {
      port,
      falseStarts,
      processes: started.map(({ child, port: upstream }) => ({
        address: `127.0.0.1:${upstream}`,
        kill: () => stopChild(child, 'SIGKILL'),
      })),
      requests: (enough = () => true) => readAccessLog(path.join(dir, 'access.log'), enough),
      async query<T>(text: string, values: unknown[] = []) {
        return (await client.query(text, values)).rows as T[];
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for nginx to pass a health check through to a process. */
async function untilAnswering(port: number, nginx: ChildProcess, output: string[]) {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${output.join('')}`);
    const status = await call(port, 'GET', '/v1/health').then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Why the cluster test cannot run here, or null when it can. */
export function missingForCluster(): string | null {
  if (!process.env.AJAR_TEST_DATABASE_URL)
    return 'set AJAR_TEST_DATABASE_URL (bash scripts/postgres.sh prints one)';
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`;
  if (!existsSync(SERVER)) return `no built API at ${SERVER} (pnpm build)`;
  return null;
}
