// `pnpm bench:api`: figures, not a test. Starts the built API (embedded database, seeded) and
// measures on loopback:
//  1. catalog list latency (GET /v1/courses) at a fixed request rate: p50, p99;
//  2. SSE broadcast: 10 000 clients on one process, time from the colour change request until
//     the last client has the `theme-updated` frame, next to a plain node:http server doing
//     the same in the same run (median of several broadcasts).
// Writes bench/results/api.json. Budget: broadcast within 1.5x of the plain server.
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/api.json');
const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 10_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 7);
const RATE = Number(process.env.BENCH_RATE ?? 200); // requests per second
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_RATIO = 1.5;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const median = (xs) => quantile(xs, 0.5);
const round = (x) => Math.round(x * 100) / 100;

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url: url.replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited ${code}: ${out}`)));
  });
}
const stop = (child) =>
  new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Open-loop load: requests leave on schedule whether or not earlier ones have answered. */
async function latencyAtRate(url) {
  const latencies = [];
  let errors = 0;
  const total = RATE * SECONDS;
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    pending.push(
      request(url).then(
        (res) => (res.status === 200 ? latencies.push(performance.now() - sent) : (errors += 1)),
        () => (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  return {
    requests: total,
    errors,
    p50Ms: round(median(latencies)),
    p99Ms: round(quantile(latencies, 0.99)),
  };
}

/** Opens n SSE connections; resolves once every one has its `connected` event. */
async function openStreams(url, n) {
  const streams = [];
  const batch = 500; // a burst of 10 000 SYNs overflows the listen backlog
  for (let i = 0; i < n; i += batch) {
    const opened = [];
    for (let j = i; j < Math.min(n, i + batch); j += 1) {
      opened.push(
        new Promise((resolve, reject) => {
          const stream = { waiter: null, buffer: '' };
          const req = http.get(url, { agent: false }, (res) => {
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              stream.buffer += chunk;
              if (stream.buffer.includes('event: connected')) resolve(stream);
              if (stream.waiter && stream.buffer.includes(stream.waiter.marker)) {
                const { done } = stream.waiter;
                stream.waiter = null;
                done(performance.now());
              }
            });
          });
          req.on('error', reject);
          stream.req = req;
        }),
      );
    }
    streams.push(...(await Promise.all(opened)));
  }
  return streams;
}

/** Time from sending the trigger until the last stream holds the frame carrying `colour`. */
async function broadcastOnce(streams, colour, trigger) {
  const arrivals = streams.map(
    (stream) =>
      new Promise((done) => {
        stream.buffer = '';
        stream.waiter = { marker: colour, done };
      }),
  );
  const t0 = performance.now();
  const res = await trigger(colour);
  if (res.status !== 200) throw new Error(`trigger answered ${res.status}: ${res.body}`);
  const times = await Promise.all(arrivals);
  return Math.max(...times) - t0;
}

const colourFor = (i, salt) =>
  `#${((i * 2654435761 + salt) >>> 8).toString(16).padStart(6, '0').slice(-6).toUpperCase()}`;

async function measureBroadcast(name, streamUrl, trigger) {
  const streams = await openStreams(streamUrl, CLIENTS);
  await broadcastOnce(streams, colourFor(0, name.length), trigger); // warm-up
  const times = [];
  for (let i = 1; i <= BROADCASTS; i += 1)
    times.push(await broadcastOnce(streams, colourFor(i, name.length), trigger));
  for (const s of streams) s.req.destroy();
  return {
    clients: streams.length,
    broadcasts: BROADCASTS,
    medianMs: round(median(times)),
    maxMs: round(Math.max(...times)),
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-bench-'));
const results = {
  date: new Date().toISOString(),
  node: process.version,
  rate: RATE,
  seconds: SECONDS,
};
try {
  const api = await start('node', ['packages/api/dist/main.js'], {
    PORT: '0',
    AJAR_DATA_DIR: dataDir,
    AJAR_APP_DIST: '/nonexistent',
  });
  try {
    const login = async (email) =>
      JSON.parse(
        (
          await request(`${api.url}/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'ajar-demo-123' }),
          })
        ).body,
      ).token;
    const [member, admin] = [await login('member@ajar.local'), await login('admin@ajar.local')];
    console.log(`catalog: GET /v1/courses at ${RATE}/s for ${SECONDS}s`);
    results.catalog = await latencyAtRate(`${api.url}/v1/courses?pageSize=12`);
    console.log(results.catalog);
    console.log(`broadcast: ${CLIENTS} SSE clients on the Ajar API`);
    results.broadcast = {
      ajar: await measureBroadcast(
        'ajar',
        `${api.url}/v1/company/theme/events?access_token=${member}`,
        (primaryColor) =>
          request(`${api.url}/v1/company/theme`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({ primaryColor }),
          }),
      ),
    };
    console.log(results.broadcast.ajar);
  } finally {
    await stop(api.child);
  }
  const plain = await start('node', ['bench/api/plain-sse-server.mjs'], {});
  try {
    console.log(`broadcast: ${CLIENTS} SSE clients on plain node:http`);
    results.broadcast.plainNodeHttp = await measureBroadcast(
      'plain',
      `${plain.url}/events`,
      (primaryColor) =>
        request(`${plain.url}/publish`, { method: 'PUT', body: JSON.stringify({ primaryColor }) }),
    );
    console.log(results.broadcast.plainNodeHttp);
  } finally {
    await stop(plain.child);
  }
} finally {
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });
}

const ratio = results.broadcast.ajar.medianMs / results.broadcast.plainNodeHttp.medianMs;
results.broadcast.ratio = round(ratio);
results.broadcast.budgetRatio = BUDGET_RATIO;
results.broadcast.withinBudget = ratio <= BUDGET_RATIO;
await mkdir(path.dirname(resultFile), { recursive: true });
await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
console.log(
  `broadcast ratio ${results.broadcast.ratio}x (budget ${BUDGET_RATIO}x); written to ${path.relative(root, resultFile)}`,
);
process.exit(results.broadcast.withinBudget ? 0 : 1);
