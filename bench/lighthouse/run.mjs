// `pnpm bench:lighthouse`: figures, not a test. Serves the built product (embedded database,
// seeded in a temporary folder), runs Lighthouse's desktop preset in Debian's Chromium on a few
// public pages and writes bench/results/lighthouse.json. Build first: `pnpm build`.
// `--reports <dir>` also keeps each page's full Lighthouse report there, to see why a score dropped.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startProduct, stopProduct } from '../support/product.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = path.join(root, 'bench/results/lighthouse.json');
const PAGES = ['/', '/courses', '/courses/1'];
const { values: options } = parseArgs({ options: { reports: { type: 'string' } } });
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

const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-lighthouse-'));
let product;
let chrome;
const results = { date: new Date().toISOString(), chromium: null, pages: [] };
try {
  product = await startProduct(dataDir);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json());
  results.chromium = version.Browser;
  console.log(`${results.chromium} against ${product.url}`);
  for (const page of PAGES) {
    console.log(`lighthouse ${page}`);
    const { lhr } = await lighthouse(
      `${product.url}${page}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktopConfig,
    );
    if (lhr.runtimeError) console.warn(`  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    results.pages.push(summarise(lhr, page));
    if (options.reports) {
      await mkdir(options.reports, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      await writeFile(path.join(options.reports, `${name}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome?.kill();
  if (product) await stopProduct(product.child);
  await rm(dataDir, { recursive: true, force: true });
}

await mkdir(path.dirname(resultFile), { recursive: true });
await writeFile(resultFile, JSON.stringify(results, null, 2) + '\n');
console.table(
  results.pages.map(({ url, performance, accessibility, metrics, failedAudits }) => ({
    url,
    performance,
    accessibility,
    'FCP ms': metrics.FCP,
    'LCP ms': metrics.LCP,
    'TBT ms': metrics.TBT,
    CLS: metrics.CLS,
    'failed a11y audits': failedAudits.join(', ') || '-',
  })),
);
console.log(`written to ${path.relative(root, resultFile)}`);
process.exit(0);
