// `pnpm bench:first-screen`: what the first screen of `/` really downloads and how fast it
// paints. Serves the built product (embedded database seeded in a temporary folder), opens `/`
// in Debian's Chromium with a cold cache and 4x CPU slowdown, and records every script response
// until the network is idle (the entry, its modulepreloads, and every chunk the page imports
// dynamically while it loads). Scripts are counted by their body gzipped at level 9 here, so the
// figure does not depend on the server's encoding; the bytes the server actually sent (Brotli
// when the browser accepts it) are recorded beside. FCP and LCP are medians of several runs.
// Build first: `pnpm build`. Writes bench/results/first-screen.json.
//
// `--baseline <label>=<app dist>` (repeatable) also measures other builds of the app (for example
// the previous commit's `packages/app/dist`, copied aside), each served by the same API build,
// alternating runs, so they are measured side by side. `--label` names the current build;
// `--runs` sets the number of loads per build.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startProduct, stopProduct } from '../support/product.mjs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'packages/app/dist') },
    label: { type: 'string', default: 'current' },
    baseline: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '5' },
    results: { type: 'string', default: path.join(root, 'bench/results/first-screen.json') },
  },
});
const RUNS = Number(options.runs);
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;
const PAGE = '/';

const builds = [{ label: options.label, dist: path.resolve(options.dist) }];
for (const spec of options.baseline) {
  const [label, dir] = spec.includes('=') ? spec.split(/=(.*)/s) : ['baseline', spec];
  builds.push({ label, dist: path.resolve(dir) });
}
for (const file of [
  'packages/api/dist/main.js',
  ...builds.map((b) => path.relative(root, path.join(b.dist, 'index.html'))),
]) {
  if (!existsSync(path.resolve(root, file))) {
    console.error(`${file} is missing: build the product first with \`pnpm build\`.`);
    process.exit(1);
  }
}

const ms = (x) => (x == null ? null : Math.round(x));
const kib = (bytes) => Math.round((bytes / 1024) * 100) / 100;
const median = (values) => {
  const s = values.filter((x) => x != null).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One cold load of `/`: the scripts it fetched until the network was idle, FCP and LCP. */
async function loadOnce(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const pending = [];
  // Requests under way, to tell when the network has gone quiet. Playwright's own
  // `networkidle` is not enough: at 4x slowdown the entry can take longer than its 500 ms to
  // run, and the page's chunks are requested after it fired.
  let inFlight = 0;
  let lastActivity = Date.now();
  // The live theme stream stays open for as long as the page does: it is not loading.
  const counted = (request) => request.resourceType() !== 'eventsource';
  const started = (request) => counted(request) && (inFlight++, (lastActivity = Date.now()));
  const ended = (request) => counted(request) && (inFlight--, (lastActivity = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'font') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          type,
          file: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          sentBytes: sizes.responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'load' });
  // The page itself is on screen (the boot screen has no heading), then the network goes quiet.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Paint entries are read through buffered observers, which hand over the entries already
  // recorded.
  const paint = await page.evaluate(() => {
    // A page that never paints answers null after 30 s instead of hanging the benchmark.
    const latest = (type) =>
      new Promise((resolve) => {
        setTimeout(() => resolve(null), 30_000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries().filter((e) => e.name !== 'first-paint');
          if (entries.length) resolve(entries.at(-1).startTime);
        }).observe({ type, buffered: true });
      });
    return latest('paint').then(async (fcp) => {
      // The page's content is painted and the network quiet: two frames on, the last LCP
      // candidate is the answer.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { fcp, lcp: await latest('largest-contentful-paint') };
    });
  });
  const fetched = await Promise.all(pending);
  await context.close();
  return {
    scripts: fetched.filter((f) => f.type === 'script'),
    fonts: fetched.filter((f) => f.type === 'font'),
    ...paint,
  };
}

function summarise(build, runs) {
  // Every run of a cold load fetches the same files; the first run's list is the one reported,
  // and a run that fetched different scripts is flagged.
  const scripts = [...runs[0].scripts].sort((a, b) => a.file.localeCompare(b.file));
  const names = (run) =>
    run.scripts
      .map((s) => s.file)
      .sort()
      .join();
  const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0);
  // Fonts count by their body: woff2 is compressed inside and the server sends it as is. A
  // preloaded font can answer twice (the preload, then the page's use of it): once per file.
  const unique = (list) => [...new Map(list.map((f) => [f.file, f])).values()];
  const fonts = unique(runs[0].fonts).sort((a, b) => a.file.localeCompare(b.file));
  const fontBytes = fonts.reduce((sum, f) => sum + f.rawBytes, 0);
  const fontNames = (run) =>
    unique(run.fonts)
      .map((f) => f.file)
      .sort()
      .join();
  return {
    label: build.label,
    dist: path.relative(root, build.dist) || build.dist,
    scriptCount: scripts.length,
    scriptsGzipKiB: kib(total('gzipBytes')),
    scriptsRawKiB: kib(total('rawBytes')),
    scriptsSentKiB: kib(total('sentBytes')),
    fontCount: fonts.length,
    fontsKiB: kib(fontBytes),
    firstScreenKiB: kib(total('gzipBytes') + fontBytes),
    sameScriptsEveryRun: runs.every((run) => names(run) === names(runs[0])),
    sameFontsEveryRun: runs.every((run) => fontNames(run) === fontNames(runs[0])),
    fcpMs: ms(median(runs.map((r) => r.fcp))),
    lcpMs: ms(median(runs.map((r) => r.lcp))),
    runs: runs.map((r) => ({ fcpMs: ms(r.fcp), lcpMs: ms(r.lcp) })),
    scripts: scripts.map((s) => ({
      file: s.file,
      rawKiB: kib(s.rawBytes),
      gzipKiB: kib(s.gzipBytes),
      sentKiB: kib(s.sentBytes),
      encoding: s.encoding,
    })),
    fonts: fonts.map((f) => ({ file: f.file, kiB: kib(f.rawBytes), sentKiB: kib(f.sentBytes) })),
  };
}

const servers = [];
const dataDirs = [];
let browser;
const measured = builds.map(() => []);
// Paint times on a busy machine are slower for every build alike; the load says how busy.
const loadAtStart = loadavg()[0];
try {
  for (const build of builds) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-first-screen-'));
    dataDirs.push(dataDir);
    servers.push(await startProduct(dataDir, { AJAR_APP_DIST: build.dist }));
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  console.log(`Chromium ${browser.version()}, ${RUNS} cold loads of ${PAGE} per build`);
  // A warm-up load per build (not counted): the server compresses each file on first request.
  for (const server of servers) await loadOnce(browser, server.url);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, server] of servers.entries()) {
      measured[i].push(await loadOnce(browser, server.url));
    }
  }
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => stopProduct(s.child)));
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
}

const results = {
  date: new Date().toISOString(),
  page: PAGE,
  method:
    `cold load in ${browser.version()}, viewport 1280x800, CPU slowed ${CPU_SLOWDOWN}x ` +
    `(Emulation.setCPUThrottlingRate), no network throttling, signed out; scripts and fonts are ` +
    `every response of type script or font until the network is idle (the page's h1 shown, then ` +
    `${QUIET_MS} ms without a request under way); ` +
    `gzip = each script body gzipped at level 9 here; sent = encoded body the server sent; ` +
    `fonts count as sent; firstScreenKiB = scripts gzip + fonts; ` +
    `FCP and LCP are medians of ${RUNS} runs`,
  loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
  builds: builds.map((build, i) => summarise(build, measured[i])),
};
await mkdir(path.dirname(options.results), { recursive: true });
await writeFile(options.results, `${JSON.stringify(results, null, 2)}\n`);
console.table(
  results.builds.map((b) => ({
    build: b.label,
    scripts: b.scriptCount,
    'gzip KiB': b.scriptsGzipKiB,
    'sent KiB': b.scriptsSentKiB,
    fonts: b.fontCount,
    'font KiB': b.fontsKiB,
    'first screen KiB': b.firstScreenKiB,
    'FCP ms': b.fcpMs,
    'LCP ms': b.lcpMs,
  })),
);
console.log(`written to ${path.relative(root, options.results)}`);
process.exit(0);
