// `pnpm bench:auth`: figures, not a test. Starts the built API (embedded database, seeded) and,
// on loopback, measures GET /v1/auth/me (a token check and one query; one request at a time,
// every ME_EVERY_MS) while idle, then while
// a flood of wrong-password sign-ins arrives at once (60, then 500). Each sign-in comes from one
// of many loopback addresses with its own unknown email, so the per-address and per-account
// limits do not answer it early: every accepted one costs a full scrypt hash.
// Writes bench/results/sign-in-flood.json: /me p50/p99/max idle and during each flood, and
// how the flood's sign-ins were answered (400 after a hash, 503 when the hash queue was full).
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as httpRequest, round, summary } from '../support/stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/sign-in-flood.json');
const FLOODS = (process.env.BENCH_FLOODS ?? '60,500').split(',').map(Number);
const ME_EVERY_MS = Number(process.env.BENCH_ME_EVERY_MS ?? 50);
const IDLE_SAMPLES = Number(process.env.BENCH_IDLE_SAMPLES ?? 100);
const ADDRESSES = 64; // 127.0.0.2 .. 127.0.0.65

// A new connection per /me: a kept-alive socket the server closes as idle would end a
// request with ECONNRESET, which is not what is being measured.
const meAgent = new http.Agent({ keepAlive: false });

function start() {
  return mkdtemp(path.join(tmpdir(), 'ajar-bench-auth-')).then(
    (dataDir) =>
      new Promise((resolve, reject) => {
        const child = spawn('node', ['packages/api/dist/main.js'], {
          cwd: root,
          env: { ...process.env, PORT: '0', AJAR_DATA_DIR: dataDir, AJAR_APP_DIST: '/nonexistent' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
          if (url) resolve({ child, dataDir, url: url.replace('localhost', '127.0.0.1') });
        });
        child.once('exit', (code) => reject(new Error(`API exited ${code}: ${out}`)));
      }),
  );
}
const stop = (child) =>
  new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

const request = (url, options = {}) => httpRequest(url, { agent: meAgent, ...options });

/** Milliseconds until /me answered 200, or null when it failed. */
async function timedMe(api, token) {
  const sent = performance.now();
  try {
    const res = await request(`${api.url}/v1/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return res.status === 200 ? performance.now() - sent : null;
  } catch {
    return null;
  }
}

let emailSerial = 0;
async function flood(api, token, size) {
  const statuses = {};
  const t0 = performance.now();
  const signIns = Array.from({ length: size }, (_, i) => {
    const body = JSON.stringify({
      email: `flood-${(emailSerial += 1)}@example.com`,
      password: 'wrong-password',
    });
    return request(`${api.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      agent: false,
      localAddress: `127.0.0.${2 + (i % ADDRESSES)}`,
    }).then(
      (res) => (statuses[res.status] = (statuses[res.status] ?? 0) + 1),
      () => (statuses.error = (statuses.error ?? 0) + 1),
    );
  });
  let done = false;
  const all = Promise.all(signIns).then(() => (done = true));
  // One signed-in user at a time: a /me, its answer, a pause, the next. An open loop would
  // pile up its own backlog on a busy machine and measure that instead.
  const me = [];
  while (!done) {
    me.push(await timedMe(api, token));
    await Promise.race([all, new Promise((r) => setTimeout(r, ME_EVERY_MS))]);
  }
  const floodMs = performance.now() - t0;
  const answered = await Promise.all(me);
  const ok = answered.filter((ms) => ms !== null);
  return {
    signIns: size,
    statuses,
    floodMs: round(floodMs),
    me: { ...summary(ok), failed: answered.length - ok.length },
  };
}

async function save() {
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
}

const results = { date: new Date().toISOString(), node: process.version, meEveryMs: ME_EVERY_MS };
const api = await start();
process.once('exit', () => api.child.kill('SIGTERM'));
try {
  const login = await request(`${api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@ajar.local', password: 'ajar-demo-123' }),
  });
  const { token } = JSON.parse(login.body);
  const idle = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) idle.push(await timedMe(api, token));
  results.idle = summary(idle.filter((ms) => ms !== null));
  console.log('idle /me', results.idle);
  results.floods = [];
  for (const size of FLOODS) {
    const figures = await flood(api, token, size);
    console.log(`flood of ${size}`, figures);
    results.floods.push(figures);
    // Written after each flood, so a long run stopped early still leaves its figures.
    await save();
  }
} finally {
  meAgent.destroy();
  await stop(api.child);
  await rm(api.dataDir, { recursive: true, force: true });
}
await save();
console.log(`written to ${path.relative(root, resultFile)}`);
