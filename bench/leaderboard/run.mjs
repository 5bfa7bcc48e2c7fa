// `pnpm bench:leaderboard`: figures, not a test. The issue asks that a leaderboard for 100 000
// ledger rows and 5 000 learners answers in under 50 ms at p99 on this machine. Starts the
// built API on its embedded database (seeded), stops it, writes PEOPLE learners of Ajar Demo
// and ROWS point awards spread over the last 13 weeks straight into that database (with the
// per-period totals the award path keeps, rebuilt from the ledger as the seed does), starts the
// API again and, on loopback, reads each board one request at a time as a signed-in member:
// this week, this month, all time, and the departments. Writes bench/results/leaderboard.json
// (p50/p99/max per board, with the seeded boards before the load to compare).
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startProduct, stopProduct } from '../support/product.mjs';
import { request as httpRequest, summary } from '../support/stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/leaderboard.json');
const PEOPLE = Number(process.env.BENCH_BOARD_PEOPLE ?? 5_000);
const ROWS = Number(process.env.BENCH_BOARD_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_BOARD_SAMPLES ?? 200);

const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
const { PGlite } = await import(pathToFileURL(requireApi.resolve('@electric-sql/pglite')).href);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (url, options = {}) => httpRequest(url, { agent, ...options });

/** The crowd and its ledger, in a few statements; then the totals from the ledger. */
async function writeCrowd(dataDir) {
  const lite = new PGlite({ dataDir });
  await lite.waitReady;
  try {
    const { id: company } = (await lite.query(`select id from companies where name = 'Ajar Demo'`))
      .rows[0];
    await lite.query(
      `insert into users (company_id, email, name, password_hash, role_id, department)
       select $1::int, 'bench-' || n || '@ajar.local', 'Peserta Uji ' || n, '!', 2,
              (array['Penjualan','Keuangan','Operasional','Pemasaran','Teknologi Informasi',
                     'Sumber Daya Manusia','Hukum','Pengadaan'])[1 + n % 8]
         from generate_series(1, $2::int) as n`,
      [company, PEOPLE],
    );
    // Each row a distinct thing (its number), for a random learner at a random moment.
    await lite.query(
      `insert into point_events (company_id, user_id, rule, source_key, points, idempotency_key,
         day_key, occurred_at)
       select $1::int, u.id, 'content.completed', 'bench-' || n, 5, 'bench:' || n,
              (at at time zone 'Asia/Jakarta')::date, at
         from (select n, now() - random() * interval '91 days' as at,
                      1 + floor(random() * $3::int)::int as pick
                 from generate_series(1, $2::int) as n) as r
         join (select id, row_number() over (order by id) as pick
                 from users where email like 'bench-%') as u using (pick)`,
      [company, ROWS, PEOPLE],
    );
    await lite.query(`delete from point_totals where company_id = $1`, [company]);
    await lite.query(
      `insert into point_totals (company_id, user_id, period, period_key, points, listed)
       select company_id, user_id, period, period_key, sum(points)::int, true from (
         select company_id, user_id, points, 'all' as period, 'all' as period_key
           from point_events where company_id = $1
         union all
         select company_id, user_id, points, 'week', to_char(date_trunc('week', day_key), 'YYYY-MM-DD')
           from point_events where company_id = $1
         union all
         select company_id, user_id, points, 'month', to_char(day_key, 'YYYY-MM')
           from point_events where company_id = $1) as rows
       group by company_id, user_id, period, period_key`,
      [company],
    );
    await lite.query('analyze');
    const count = async (sql) => Number((await lite.query(sql, [company])).rows[0].count);
    return {
      ledgerRows: await count(`select count(*) from point_events where company_id = $1`),
      learners: await count(`select count(*) from users where company_id = $1 and role_id = 2`),
      totalsRows: await count(`select count(*) from point_totals where company_id = $1`),
    };
  } finally {
    await lite.close();
  }
}

const WARM_UP = 20;

async function measure(url, headers) {
  // The first requests of a board compile its queries and warm the engine: not counted.
  for (let i = 0; i < WARM_UP; i += 1) await request(url, { headers });
  const times = [];
  let body;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const res = await request(url, { headers });
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
    body = JSON.parse(res.body);
  }
  const shown = body.participants ?? body.items?.length;
  return { ...summary(times), shown };
}

async function boards(api, headers) {
  const board = (query) => `${api.url}/v1/leaderboard${query}`;
  return {
    week: await measure(board('?period=week'), headers),
    month: await measure(board('?period=month'), headers),
    all: await measure(board('?period=all'), headers),
    departmentsMonth: await measure(board('/departments?period=month'), headers),
  };
}

async function signIn(api) {
  const login = await request(`${api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@ajar.local', password: 'ajar-demo-123' }),
  });
  return { authorization: `Bearer ${JSON.parse(login.body).token}` };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-bench-board-'));
const results = { date: new Date().toISOString(), node: process.version, database: 'embedded' };
try {
  const first = await startProduct(dataDir);
  results.seeded = await boards(first, await signIn(first));
  await stopProduct(first.child);
  results.crowd = await writeCrowd(dataDir);
  const api = await startProduct(dataDir);
  process.once('exit', () => api.child.kill('SIGTERM'));
  try {
    results.loaded = await boards(api, await signIn(api));
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await stopProduct(api.child);
  }
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
