// `pnpm bench:forum`: figures, not a test. The issue asks that a thread's pages stay fast with
// 10 000 posts. Starts the built API on its embedded database (seeded), stops it, writes a
// thread of POSTS posts straight into that database, starts the API again and, on loopback,
// reads pages of that thread one request at a time as a signed-in member and as a visitor:
// the first page, a middle one, the last one, and the member's first unread page (no page
// given: the API works out where the member stopped). Writes bench/results/forum.json
// (p50/p99/max per kind of page, and the same for the seeded ten-post thread to compare).
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startProduct, stopProduct } from '../support/product.mjs';
import { request as httpRequest, summary } from '../support/stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/forum.json');
const POSTS = Number(process.env.BENCH_FORUM_POSTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_FORUM_SAMPLES ?? 200);
const PAGE_SIZE = 20; // FORUM_LIMITS.postsPerPage

// PGlite is the API's dependency, not the root's: resolved from the API's package.
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
const { PGlite } = await import(pathToFileURL(requireApi.resolve('@electric-sql/pglite')).href);

// One request at a time on one kept-alive connection: the page's own cost, not the queue's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (url, options = {}) => httpRequest(url, { agent, ...options });

/** The long thread, written in one statement: numbered posts by two people, a minute apart. */
async function writeLongThread(dataDir) {
  const lite = new PGlite({ dataDir });
  await lite.waitReady;
  try {
    const one = async (query, params) => (await lite.query(query, params)).rows[0];
    const topic = await one(
      `select t.id, t.company_id from forum_topics t where t.title_id = 'Tanya Jawab'`,
    );
    const asker = await one(`select id from users where email = 'member2@ajar.local'`);
    const answerer = await one(`select id from users where email = 'trainer@ajar.local'`);
    const thread = await one(
      `insert into forum_threads (company_id, topic_id, author_id, title, kind, post_count,
         highest_post_number, last_post_at, last_poster_id)
       values ($1, $2, $3, 'Utas panjang untuk uji kecepatan', 'discussion', $4, $4, now(), $5)
       returning id`,
      [topic.company_id, topic.id, asker.id, POSTS, answerer.id],
    );
    await lite.query(
      `insert into forum_posts (company_id, thread_id, post_number, author_id, body_html,
         body_text, created_at)
       select $1::int, $2::int, n, case when n % 2 = 1 then $3::int else $4::int end,
         '<p>Tulisan nomor ' || n || ' tentang APD dan jadwal kelas.</p>',
         'Tulisan nomor ' || n || ' tentang APD dan jadwal kelas.',
         now() - ($5::int - n) * interval '1 minute'
       from generate_series(1, $5::int) as n`,
      [topic.company_id, thread.id, asker.id, answerer.id, POSTS],
    );
    await lite.query('analyze');
    const short = await one(
      `select id from forum_threads where topic_id = $1 and id <> $2 order by post_count desc limit 1`,
      [topic.id, thread.id],
    );
    return { threadId: thread.id, shortThreadId: short.id };
  } finally {
    await lite.close();
  }
}

async function timed(url, headers) {
  const started = performance.now();
  const res = await request(url, { headers });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
  return { ms, body: JSON.parse(res.body) };
}

async function measure(url, headers) {
  const times = [];
  let body;
  for (let i = 0; i < SAMPLES; i += 1) {
    const result = await timed(url, headers);
    times.push(result.ms);
    body = result.body;
  }
  return { ...summary(times), page: body.page, posts: body.posts.length };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-bench-forum-'));
const results = { date: new Date().toISOString(), node: process.version, posts: POSTS };
try {
  // First start: migrate and seed, then hand the folder over.
  await stopProduct((await startProduct(dataDir)).child);
  const { threadId, shortThreadId } = await writeLongThread(dataDir);
  const api = await startProduct(dataDir);
  process.once('exit', () => api.child.kill('SIGTERM'));
  try {
    const login = await request(`${api.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@ajar.local', password: 'ajar-demo-123' }),
    });
    const { token } = JSON.parse(login.body);
    const member = { authorization: `Bearer ${token}` };
    const pages = Math.ceil(POSTS / PAGE_SIZE);
    const thread = (id, query = '') => `${api.url}/v1/forum/threads/${id}${query}`;
    // The member has read up to the middle: opening the thread lands there.
    const middlePost = Math.floor(POSTS / 2);
    await request(thread(threadId, '/read'), {
      method: 'PUT',
      headers: { ...member, 'content-type': 'application/json' },
      body: JSON.stringify({ postNumber: middlePost }),
    });
    results.long = {
      firstPage: await measure(thread(threadId, '?page=1'), member),
      middlePage: await measure(thread(threadId, `?page=${Math.ceil(pages / 2)}`), member),
      lastPage: await measure(thread(threadId, `?page=${pages}`), member),
      firstUnread: await measure(thread(threadId), member),
      lastPageVisitor: await measure(thread(threadId, `?page=${pages}`), {}),
    };
    results.short = { firstPage: await measure(thread(shortThreadId, '?page=1'), member) };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await stopProduct(api.child);
  }
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
