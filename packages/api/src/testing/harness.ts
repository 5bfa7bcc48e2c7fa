import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type AjarApp } from '../app';
import { answerChecker, type Document } from './answer-check';
import type { PasswordHasher } from '../auth/password';
import {
  loginLimiter,
  type LoginLimiter,
  type LoginRules,
  type PasswordChangeLimiter,
} from '../auth/rate-limit';
import { sessionStore } from '../auth/sessions';
import { tokenService, type TokenService } from '../auth/tokens';
import { migrate, openEmbeddedDatabase, openServerDatabase, type Database } from '../db/client';
import { embeddedFiles, seededEmbeddedFiles } from './embedded-files';
import { databaseUrl, seededTemplate } from './server-template';
import { seedForTests, testPasswords } from './test-seed';
import { themeHub, type ThemeHub } from '../realtime/theme-hub';
import { unreadHub } from '../realtime/unread-hub';
import { forumThreadHub } from '../realtime/forum-thread-hub';
import type { ClientIp } from '../http/client-ip';

/** Set by the PostgreSQL variant of the API tests (CI starts a server). */
export const serverUrl = process.env.AJAR_TEST_DATABASE_URL;
/** `AJAR_TEST_PGLITE_THREAD=1` runs the tests' embedded databases in their own thread, as the product does. */
const inThread = process.env.AJAR_TEST_PGLITE_THREAD === '1';

export const DEMO_PASSWORD = 'ajar-demo-123';

export { testPasswords };

/** Limits no ordinary test reaches; tests of the limits pass their own. */
export const GENEROUS_LIMITS: LoginRules = {
  ip_email: { limit: 1_000_000, windowMs: 60_000 },
  ip: { limit: 1_000_000, windowMs: 60_000 },
  account: { limit: 1_000_000, windowMs: 60_000 },
  device: { limit: 1_000_000, windowMs: 60_000 },
};

/** Reads the client address from `x-test-ip`, so one test can play several clients. */
export const testClientIp: ClientIp = (c) => c.req.header('x-test-ip') ?? 'test-client';

export interface Harness {
  app: AjarApp;
  database: Database;
  tokens: TokenService;
  hub: ThemeHub;
  /** Signs in through the API and returns the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * named by AJAR_TEST_DATABASE_URL (dropped on close). Returns its URL for server databases.
 *
 * With `seeded`, a copy of the run's seeded database when there is one that still fits
 * (`seededCopyFits`); `seeded` in the answer says whether the demo is in it.
 */
export async function freshDatabase(options: { seeded?: boolean } = {}): Promise<{
  database: Database;
  url?: string;
  seeded: boolean;
  drop(): Promise<void>;
}> {
  if (!serverUrl) {
    const copy = options.seeded ? await seededEmbeddedFiles() : undefined;
    const files = copy ?? (await embeddedFiles());
    const database = await openEmbeddedDatabase(undefined, { files, thread: inThread });
    return { database, seeded: copy !== undefined, drop: async () => {} };
  }
  const name = `ajar_test_${randomBytes(6).toString('hex')}`;
  const template = options.seeded ? seededTemplate() : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const database = await openServerDatabase(url);
  if (!template) await migrate(database);
  return {
    database,
    url,
    seeded: template !== undefined,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface HarnessOptions {
  /** Built on the harness's database: the limiter must count in it. */
  limiter?: (database: Database) => LoginLimiter;
  passwordLimiter?: (database: Database) => PasswordChangeLimiter;
  /** The app's password hashing (the seed always uses the cheap `testPasswords`). */
  passwords?: PasswordHasher;
  seed?: boolean;
  appDistDir?: string;
  localesDir?: string;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const seed = options.seed !== false;
  const { database, drop, seeded } = await freshDatabase({ seeded: seed });
  const passwords = options.passwords ?? testPasswords;
  // The seed hashes cheaply whatever the app's cost (`seedForTests`), so a copy of the run's
  // seeded database serves every seeded harness; without one that fits, the file seeds its own.
  if (seed && !seeded) await seedForTests(database.db);
  const tokens = tokenService('test-secret-' + randomBytes(8).toString('hex'), {
    sessions: sessionStore(database.db),
  });
  const hub = themeHub(database);
  await hub.start();
  const unread = unreadHub(database);
  await unread.start();
  const forumThreads = forumThreadHub(database);
  await forumThreads.start();
  const app = createApp({
    database,
    tokens,
    hub,
    unread,
    forumThreads,
    limiter: options.limiter?.(database) ?? loginLimiter(database.db, GENEROUS_LIMITS),
    passwordLimiter: options.passwordLimiter?.(database),
    passwords,
    clientIp: testClientIp,
    appDistDir: options.appDistDir,
    localesDir: options.localesDir,
  });
  checkEveryAnswer(app);
  return {
    app,
    database,
    tokens,
    hub,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close() {
      await hub.close();
      await unread.close();
      await forumThreads.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Every answer a test receives through `app.request` is checked against the API's own OpenAPI
 * document (status listed, JSON body valid): a test that gets an undocumented answer fails.
 */
function checkEveryAnswer(app: AjarApp) {
  const request = app.request.bind(app) as (...a: unknown[]) => Promise<Response>;
  // Read on the first request, not now: a test may still add routes until then.
  let check: ReturnType<typeof answerChecker> | undefined;
  app.request = (async (input: Request | string | URL, init?: RequestInit, ...rest: unknown[]) => {
    check ??= answerChecker((await (await request('/v1/openapi.json')).json()) as Document);
    const response = await request(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    await check(method, url, response);
    return response;
  }) as AjarApp['request'];
}

export const bearer = (token: string, extra: Record<string, string> = {}) => ({
  headers: { authorization: `Bearer ${token}`, ...extra },
});

export interface SseEvent {
  event: string;
  data: string;
}

/** Reads server-sent events from a streaming response, one at a time. */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // A read that outlived a timed-out wait is kept, so the chunk it brings is not lost.
  let pending: Promise<{ done: boolean; value?: string }> | undefined;
  return {
    async next(timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue; // heartbeat comment
          const field = (name: string) =>
            block
              .split('\n')
              .filter((l) => l.startsWith(`${name}: `))
              .map((l) => l.slice(name.length + 2))
              .join('\n');
          return { event: field('event') || 'message', data: field('data') };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no server-sent event in time');
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no server-sent event in time')), left),
          ),
        ]);
        pending = undefined;
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    },
    cancel: () => reader.cancel(),
  };
}
