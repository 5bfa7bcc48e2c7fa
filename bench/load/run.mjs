// `pnpm bench:load`: figures, not a test (issue 21's targets). Starts the built product and
// measures on loopback, next to a plain node:http floor measured in the same run:
//  1. catalog reads (GET /v1/courses) at a fixed 500 requests/s (open loop);
//  2. a signed-in "my courses" read (GET /v1/my/courses) at a fixed 200 requests/s;
//  3. 500 learners in a closed loop with 1 s think time: catalog -> my courses -> save an
//     answer in their open quiz attempt.
// Each on the embedded database; with AJAR_BENCH_DATABASE_URL also on PostgreSQL with one and
// with three API processes (the load generator spreads requests over them round-robin, as a
// load balancer would). Server CPU is read from /proc, so figures say what each request cost.
// Writes bench/results/load.json.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct, stopProduct } from '../support/product.mjs';
import { quantile, round } from '../support/stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/load.json');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 500);
const LEARNER_SECONDS = Number(process.env.BENCH_LEARNER_SECONDS ?? 30);
const THINK_MS = 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const serverUrl = process.env.AJAR_BENCH_DATABASE_URL;
const PASSWORD = 'ajar-demo-123';
const TARGETS = { catalogP99Ms: 20, myCoursesP99Ms: 50, learnersP99Ms: 300 };

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: data }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
const json = (body) => ({ 'content-type': 'application/json', ...body });

/** CPU seconds a process has used so far (user + system), from /proc. */
async function cpuSeconds(pid) {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const cpuOf = async (children) =>
  (await Promise.all(children.map((c) => cpuSeconds(c.pid)))).reduce((a, b) => a + b, 0);

/** Open loop: requests leave on schedule whether or not earlier ones have answered. */
async function atRate(urls, rate, headers, children) {
  const latencies = [];
  let errors = 0;
  const total = rate * SECONDS;
  const cpu0 = await cpuOf(children);
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    pending.push(
      request(urls[i % urls.length], { headers }).then(
        (res) => (res.status === 200 ? latencies.push(performance.now() - sent) : (errors += 1)),
        () => (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  const cpu = (await cpuOf(children)) - cpu0;
  return {
    rate,
    requests: total,
    errors,
    p50Ms: round(quantile(latencies, 0.5)),
    p99Ms: round(quantile(latencies, 0.99)),
    serverCpuMsPerRequest: round((cpu * 1000) / total),
  };
}

/** Each learner: catalog, my courses, save an answer, one second's thought between each. */
async function learners(bases, accounts, children) {
  const latencies = [];
  const steps = { catalog: [], myCourses: [], saveAnswer: [] };
  let errors = 0;
  let timeouts = 0;
  const cpu0 = await cpuOf(children);
  const until = performance.now() + LEARNER_SECONDS * 1000;
  const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
  const timed = async (step, send) => {
    const sent = performance.now();
    try {
      const res = await send();
      if (res.status !== 200) errors += 1;
      else {
        latencies.push(performance.now() - sent);
        steps[step].push(performance.now() - sent);
      }
    } catch (error) {
      errors += 1;
      if (error.message === 'timeout') timeouts += 1;
    }
  };
  const learner = async (i) => {
    const account = accounts[i % accounts.length];
    const headers = { authorization: `Bearer ${account.token}` };
    // Arrivals spread over the first think time, as people do not click in the same instant.
    await new Promise((r) => setTimeout(r, (i / LEARNERS) * THINK_MS));
    for (let turn = 0; performance.now() < until; turn += 1) {
      const base = bases[(i + turn) % bases.length];
      await timed('catalog', () => request(`${base}/v1/courses?pageSize=12`));
      await think();
      await timed('myCourses', () => request(`${base}/v1/my/courses`, { headers }));
      await think();
      const question = account.questions[(i + turn) % account.questions.length];
      await timed('saveAnswer', () =>
        request(`${base}/v1/attempts/${account.attemptId}/answers/${question.id}`, {
          method: 'PUT',
          headers: json(headers),
          body: JSON.stringify({ value: question.value, answeredAt: new Date().toISOString() }),
        }),
      );
      await think();
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: LEARNERS }, (_, i) => learner(i)));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = (await cpuOf(children)) - cpu0;
  const figures = (xs) => ({ p50Ms: round(quantile(xs, 0.5)), p99Ms: round(quantile(xs, 0.99)) });
  return {
    learners: LEARNERS,
    thinkMs: THINK_MS,
    seconds: round(seconds),
    requests: latencies.length + errors,
    requestsPerSecond: round((latencies.length + errors) / seconds),
    errors,
    timeouts,
    ...figures(latencies),
    steps: Object.fromEntries(Object.entries(steps).map(([k, xs]) => [k, figures(xs)])),
    serverCpuSeconds: round(cpu),
  };
}

/** Signs in the demo's learners and opens a quiz attempt each, for the learners to answer in. */
async function learnerAccounts(base) {
  const accounts = [];
  for (const email of ['member2', 'member3', 'member4'].map((m) => `${m}@ajar.local`)) {
    const login = await request(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status} ${login.body}`);
    const { token } = JSON.parse(login.body);
    const headers = { authorization: `Bearer ${token}` };
    const quizId = await openQuiz(base, headers);
    const started = await request(`${base}/v1/quizzes/${quizId}/attempts`, {
      method: 'POST',
      headers,
    });
    const attempt = JSON.parse(started.body);
    const questions = attempt.questions
      .filter((q) => q.type !== 'likert')
      .map((q) => ({ id: q.id, value: q.options.length ? [q.options[0].id] : 'BATNA' }));
    accounts.push({ email, token, attemptId: attempt.id, questions });
  }
  return accounts;
}

/** The first quiz without a time limit the learner may take now (found as the app finds it). */
async function openQuiz(base, headers) {
  const mine = JSON.parse((await request(`${base}/v1/my/courses`, { headers })).body);
  for (const { course } of mine) {
    const outline = JSON.parse(
      (await request(`${base}/v1/courses/${course.id}/learn`, { headers })).body,
    );
    for (const content of outline.sections.flatMap((s) => s.contents)) {
      if (content.status === 'locked' || !/Test/.test(content.type)) continue;
      const detail = JSON.parse(
        (await request(`${base}/v1/courses/${course.id}/learn/${content.id}`, { headers })).body,
      );
      if (detail.quiz && detail.quiz.timeLimitSeconds === null) return detail.quiz.id;
    }
  }
  throw new Error('no open quiz for a learner');
}

async function signIn(base, email) {
  const res = await request(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return JSON.parse(res.body).token;
}

/** The three measurements against running API processes (their base URLs). */
async function measure(name, bases, children) {
  console.log(`\n${name}: ${bases.length} process(es)`);
  const member = await signIn(bases[0], 'member@ajar.local');
  const auth = { authorization: `Bearer ${member}` };
  // Warm-up: compiled queries, caches, compressed assets, a little of everything once.
  await atRate(
    bases.map((b) => `${b}/v1/courses?pageSize=12`),
    100,
    {},
    children,
  );
  const catalog = await atRate(
    bases.map((b) => `${b}/v1/courses?pageSize=12`),
    500,
    {},
    children,
  );
  console.log('catalog', catalog);
  const myCourses = await atRate(
    bases.map((b) => `${b}/v1/my/courses`),
    200,
    auth,
    children,
  );
  console.log('my courses', myCourses);
  const learnerLoop = await learners(bases, await learnerAccounts(bases[0]), children);
  console.log('learners', learnerLoop);
  return { processes: bases.length, catalog, myCourses, learners: learnerLoop };
}

/** The floor: node:http answering the catalog's own bytes, in a process of its own. */
function startFloor(body) {
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.env.FLOOR_BODY);
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('running at http://127.0.0.1:' + server.address().port));
  `;
  const child = spawn('node', ['-e', code], {
    env: { ...process.env, FLOOR_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const url = /running at (\S+)/.exec(String(chunk))?.[1];
      if (url) resolve({ child, url });
    });
  });
}

async function floorFigures(body) {
  const floor = await startFloor(body);
  try {
    await atRate([floor.url], 100, {}, [floor.child]);
    const at500 = await atRate([floor.url], 500, {}, [floor.child]);
    const at200 = await atRate([floor.url], 200, {}, [floor.child]);
    return { at500, at200 };
  } finally {
    await stopProduct(floor.child);
  }
}

const results = { date: new Date().toISOString(), node: process.version, seconds: SECONDS };
results.targets = TARGETS;

// Embedded database: one process, as `pnpm start` runs it.
const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-bench-load-'));
try {
  const product = await startProduct(dataDir, { AJAR_APP_DIST: '/nonexistent' });
  try {
    const catalogBody = (await request(`${product.url}/v1/courses?pageSize=12`)).body;
    results.floor = await floorFigures(catalogBody);
    console.log('floor', results.floor);
    results.embedded = await measure('embedded', [product.url], [product.child]);
  } finally {
    await stopProduct(product.child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (serverUrl) {
  const pg = createRequire(path.join(root, 'packages/api/package.json'))('pg');
  for (const processes of [1, 3]) {
    const name = `ajar_bench_${processes}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = {
      AJAR_APP_DIST: '/nonexistent',
      DATABASE_URL: url.toString(),
      AJAR_JWT_SECRET: 'bench-only-secret-bench-only-secret',
    };
    const dirs = [];
    const started = [];
    try {
      for (let i = 0; i < processes; i += 1) {
        dirs.push(await mkdtemp(path.join(tmpdir(), 'ajar-bench-pg-')));
        started.push(await startProduct(dirs[i], { ...env, AJAR_SEED: i === 0 ? '1' : '0' }));
      }
      results[`postgres${processes}`] = await measure(
        `postgres x${processes}`,
        started.map((s) => s.url),
        started.map((s) => s.child),
      );
    } finally {
      for (const s of started) await stopProduct(s.child);
      for (const d of dirs) await rm(d, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
}

agent.destroy();
await writeFile(resultFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote ${path.relative(root, resultFile)}`);
