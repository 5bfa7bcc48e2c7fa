// `pnpm bench:lighthouse`: figures, not a test. Serves the built product (embedded database,
// seeded in a temporary folder) and a bare React + router page, runs Lighthouse (its mobile
// preset: slow 4G, 4x CPU, unless `--preset desktop`) in Debian's Chromium on a few public
// pages and the bare page, and writes bench/results/lighthouse.json. Build first: `pnpm build`.
// `--reports <dir>` also keeps each page's full Lighthouse report there, to see why a score dropped;
// `--results <file>` writes the figures elsewhere (a trial run that should not replace them).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startProduct, stopProduct } from '../support/product.mjs';
import { buildBarePage, serveBarePage } from './bare-page.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = ['/', '/courses', '/courses/1'];
/** The floor the pages are compared with (the target: LCP at most 1.3x its LCP). */
const BARE = 'bare React + router';
const { values: options } = parseArgs({
  options: {
    reports: { type: 'string' },
    results: { type: 'string' },
    preset: { type: 'string', default: 'mobile' },
  },
});
const resultFile = path.resolve(
  options.results ?? path.join(root, 'bench/results/lighthouse.json'),
);
if (!['mobile', 'desktop'].includes(options.preset)) {
  console.error(`--preset is mobile or desktop, not ${options.preset}`);
  process.exit(1);
}
// Lighthouse's default configuration is its mobile one (simulated slow 4G, 4x CPU slowdown).
const config = options.preset === 'desktop' ? desktopConfig : undefined;
const CATEGORIES = ['performance', 'accessibility'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

for (const built of ['packages/app/dist/index.html', 'packages/api/dist/main.js']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: build the product first with \`pnpm build\`.`);
    process.exit(1);
  }
}

const round = (x, digits = 0) => (x == null ? null : Number(x.toFixed(digits)));
const percent = (score) => (score == null ? null : Math.round(score * 100));

/** One page's figures from a Lighthouse result. */
function summarise(lhr, url) {
  const { audits, categories } = lhr;
  const metric = (id, digits) => round(audits[id]?.numericValue, digits);
  return {
    url,
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    metrics: {
      FCP: metric(METRICS.FCP),
      LCP: metric(METRICS.LCP),
      TBT: metric(METRICS.TBT),
      CLS: metric(METRICS.CLS, 3),
    },
    // Not applicable and manual audits have a null score: only real failures are listed.
    failedAudits: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => ref.id)
      .filter((id) => audits[id]?.score != null && audits[id].score < 1),
  };
}

/**
 * Asks once for each page and every built file, as visitors before the measured one would
 * have: the server compresses each file once, on its first request, and a cold database
 * answers its first queries slower; a real server is measured warm.
 */
async function warmUp(base, distDir) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const files = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name))}`);
  for (const url of [...PAGES, ...files])
    await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-lighthouse-'));
let product;
let bare;
let chrome;
const results = {
  date: new Date().toISOString(),
  preset: options.preset,
  chromium: null,
  pages: [],
};
try {
  await buildBarePage(path.join(dataDir, 'bare'));
  bare = await serveBarePage(path.join(dataDir, 'bare'));
  product = await startProduct(path.join(dataDir, 'data'));
  await warmUp(product.url, path.join(root, 'packages/app/dist'));
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json());
  results.chromium = version.Browser;
  console.log(`${results.chromium} against ${product.url}`);
  const targets = [...PAGES.map((page) => [page, `${product.url}${page}`]), [BARE, bare.url]];
  for (const [page, url] of targets) {
    console.log(`lighthouse ${page}`);
    const audit = async () =>
      (
        await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        )
      ).lhr;
    let lhr = await audit();
    // A trace Chromium failed to record (NO_NAVSTART on a busy machine) is taken once more.
    if (lhr.runtimeError) {
      console.warn(`  ${lhr.runtimeError.code}, once more: ${lhr.runtimeError.message}`);
      lhr = await audit();
    }
    if (lhr.runtimeError) console.warn(`  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    results.pages.push(summarise(lhr, page));
    if (options.reports) {
      await mkdir(options.reports, { recursive: true });
      const name =
        page === '/' ? 'home' : page === BARE ? 'bare' : page.slice(1).replaceAll('/', '-');
      await writeFile(path.join(options.reports, `${name}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome?.kill();
  if (product) await stopProduct(product.child);
  await bare?.close();
  await rm(dataDir, { recursive: true, force: true });
}

await mkdir(path.dirname(resultFile), { recursive: true });
await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
const floor = results.pages.find((page) => page.url === BARE)?.metrics.LCP;
console.log(`Lighthouse ${options.preset} preset`);
console.table(
  results.pages.map(({ url, performance, accessibility, metrics, failedAudits }) => ({
    url,
    performance,
    accessibility,
    'FCP ms': metrics.FCP,
    'LCP ms': metrics.LCP,
    'LCP / bare': floor && metrics.LCP ? round(metrics.LCP / floor, 2) : null,
    'TBT ms': metrics.TBT,
    CLS: metrics.CLS,
    'failed a11y audits': failedAudits.join(', ') || '-',
  })),
);
console.log(`written to ${path.relative(root, resultFile)}`);
process.exit(0);
