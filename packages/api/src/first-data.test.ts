import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, PAGE_PRELOADS_FILE } from './contract/first-data';
import { firstData, scriptSafeJson } from './first-data';
import { serveApp } from './static';
import { createApp, type AjarApp } from './app';
import { bearer, createHarness, type Harness } from './testing/harness';

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <title>Ajar</title>
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const AJAR_HOST = 'belajar.ajar.test';
const NUSANTARA_HOST = 'training.nusantara.test';
/**
 * A title that would end the data's script element and start one of its own if not escaped,
 * and that a string replacement would read as patterns ($& and $').
 */
const HOSTILE_TITLE = `</script><script>alert("ajar")</script><!-- & ends $& $' $\``;

let h: Harness;
/** The product on the harness's database, with time enough for a busy test machine. */
let app: AjarApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ajar-first-data-'));
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'dist/index.html'), INDEX_HTML);
  await writeFile(
    path.join(dir, 'dist', PAGE_PRELOADS_FILE),
    JSON.stringify({
      courses: ['/assets/CoursesPage-1a2b.js', '/assets/Card-3c4d.js', '"><script>x()</script>'],
    }),
  );
  h = await createHarness();
  app = createApp({
    database: h.database,
    tokens: h.tokens,
    hub: h.hub,
    appDistDir: path.join(dir, 'dist'),
    firstDataBudgetMs: 60_000,
  });
  for (const [name, hostname] of [
    ['Ajar Demo', AJAR_HOST],
    ['Nusantara Logistik', NUSANTARA_HOST],
  ] as const)
    await h.database.db
      .updateTable('companies')
      .set({ hostname })
      .where('name', '=', name)
      .execute();
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers: { host: AJAR_HOST, accept: 'text/html', ...headers } });

/** What the page's HTML carries, as the app reads it: the element's text, parsed. */
async function inlinedIn(res: Response): Promise<Record<string, unknown> | null> {
  const { document } = new JSDOM(await res.text()).window;
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  return element ? (JSON.parse(element.textContent ?? '') as Record<string, unknown>) : null;
}

const apiAnswer = async (url: string, headers: Record<string, string>) =>
  (await h.app.request(url, { headers })).json();

describe('a public page’s first answers in its HTML', () => {
  it('carries the catalog and categories the API answers for the host’s company', async () => {
    for (const host of [AJAR_HOST, NUSANTARA_HOST]) {
      const inlined = await inlinedIn(await page('/courses', { host }));
      expect(Object.keys(inlined ?? {})).toEqual([
        '/v1/courses?page=1&pageSize=12',
        '/v1/categories',
      ]);
      expect(inlined?.['/v1/courses?page=1&pageSize=12']).toEqual(
        await apiAnswer('/v1/courses?page=1&pageSize=12', { host }),
      );
      expect(inlined?.['/v1/categories']).toEqual(await apiAnswer('/v1/categories', { host }));
    }
    const ajar = await inlinedIn(await page('/courses', { host: AJAR_HOST }));
    const nusantara = await inlinedIn(await page('/courses', { host: NUSANTARA_HOST }));
    expect(nusantara).not.toEqual(ajar);
  });

  it('is the same in either language, as the app reads it whatever its language', async () => {
    const url = '/courses?category=k3&q=%20aman%20&page=1';
    const indonesian = await inlinedIn(await page(url, { 'accept-language': 'id' }));
    const english = await inlinedIn(await page(url, { 'accept-language': 'en-US,en;q=0.9' }));
    expect(Object.keys(indonesian ?? {})).toContain(
      '/v1/courses?q=aman&category=k3&page=1&pageSize=12',
    );
    expect(english).toEqual(indonesian);
  });

  it('carries each public page’s reads: home, course, roadmap, event', async () => {
    const keys = async (url: string) => Object.keys((await inlinedIn(await page(url))) ?? {});
    expect(await keys('/')).toEqual([
      '/v1/courses?pageSize=4',
      '/v1/roadmaps',
      '/v1/events?when=upcoming&pageSize=3',
      '/v1/categories',
    ]);
    const { items } = (await apiAnswer('/v1/courses?pageSize=1', { host: AJAR_HOST })) as {
      items: { id: number }[];
    };
    expect(await keys(`/courses/${items[0]!.id}`)).toEqual([`/v1/courses/${items[0]!.id}`]);
    expect(await keys('/roadmaps')).toEqual(['/v1/roadmaps']);
    expect(await keys('/roadmaps/1')).toEqual(['/v1/roadmaps/1']);
    expect(await keys('/events?when=past&mode=online')).toEqual([
      '/v1/events?when=past&page=1&pageSize=12&mode=online',
    ]);
  });

  it('keeps a hostile course title inside the data, as text', async () => {
    const first = (await apiAnswer('/v1/courses?page=1&pageSize=12', { host: AJAR_HOST })) as {
      items: { id: number }[];
    };
    const id = first.items[0]!.id;
    await h.database.db
      .updateTable('courses')
      .set({ title_id: HOSTILE_TITLE })
      .where('id', '=', id)
      .execute();
    const html = await (await page('/courses')).text();
    expect(html).not.toContain('alert("ajar")</script>');
    const { document } = new JSDOM(html).window;
    // One element of data, no script of the title's, the app's root still there after it.
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(1);
    expect(document.getElementById('root')).not.toBeNull();
    const inlined = JSON.parse(document.getElementById(FIRST_DATA_ELEMENT_ID)!.textContent!) as {
      '/v1/courses?page=1&pageSize=12': { items: { id: number; title: { id: string } }[] };
    };
    const course = inlined['/v1/courses?page=1&pageSize=12'].items.find((c) => c.id === id);
    expect(course?.title.id).toBe(HOSTILE_TITLE);
  });

  it('is kept by no shared cache, and keeps the strict script policy', async () => {
    const res = await page('/courses', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">`);
    // After everything in the head: the app's own script is found first.
    expect(html.indexOf(FIRST_DATA_ELEMENT_ID)).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('carries nothing on a member page, a missing course or an asset-like path', async () => {
    const token = await h.login('member@ajar.local');
    for (const url of ['/my-courses', '/my-dashboard', '/courses/2147483647', '/courses/abc']) {
      const res = await page(url, bearer(token).headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await inlinedIn(res)).toBeNull();
    }
  });
});

describe('the chunks a public page loads, named in its head', () => {
  const preloadsOf = async (url: string) => {
    const { document } = new JSDOM(await (await page(url)).text()).window;
    return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  };

  it('are the build’s list for the page, after the entry, and only chunk names', async () => {
    expect(await preloadsOf('/courses?page=2')).toEqual([
      '/assets/CoursesPage-1a2b.js',
      '/assets/Card-3c4d.js',
    ]);
    const html = await (await page('/courses')).text();
    expect(html.indexOf('CoursesPage-1a2b.js')).toBeGreaterThan(html.indexOf('index-1a2b.js'));
    // After the entry, the font and the translations: they are what the first paint needs.
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Card-3c4d.js">',
    );
    expect(html).not.toContain('x()');
  });

  it('are none on a page the list does not name, or any other page', async () => {
    expect(await preloadsOf('/roadmaps')).toEqual([]);
    expect(await preloadsOf('/my-courses')).toEqual([]);
  });
});

describe('a page whose first answers fail or are late', () => {
  const serve = (read: Parameters<typeof firstData>[0], budgetMs?: number) => {
    const server = new Hono();
    server.use('*', serveApp(path.join(dir, 'dist'), { firstData: firstData(read, budgetMs) }));
    return server;
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('is served without them when the API fails', async () => {
    const server = serve(async () => {
      throw new Error('database gone');
    });
    const res = await server.request('/courses');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-1a2b.js"');
  });

  it('is served without the answers that miss the time budget', async () => {
    const server = serve(
      (apiPath) =>
        apiPath === '/v1/categories'
          ? new Promise<Response>(() => {})
          : Promise.resolve(json({ items: [] })),
      20,
    );
    const inlined = await inlinedIn(await server.request('/courses'));
    expect(inlined).toEqual({ '/v1/courses?page=1&pageSize=12': { items: [] } });
  });

  it('leaves out errors and answers meant for one visitor', async () => {
    const server = serve(async (apiPath) =>
      apiPath === '/v1/categories'
        ? new Response('{}', {
            headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
          })
        : new Response('{"error":{}}', {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
    );
    expect(await inlinedIn(await server.request('/courses'))).toBeNull();
  });
});

describe('scriptSafeJson', () => {
  it('writes no character that could end or change a script element, and parses back', () => {
    const value = { title: '</script><!--<script>&\u2028\u2029' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
