// `pnpm test`: every check in order, then one summary line `N passed, M failed[, K skipped]`
// counting every test case of every runner. A check without cases of its own (typecheck,
// lint, build) counts as one case. Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  failureExcerpt,
  lineCollector,
  playwrightFailures,
  vitestFailures,
} from './test-report/excerpt.mjs';

// `pnpm test --only build,visual` runs just the named checks (prefix match), with the same
// counting and exit code, for quick local proof; CI always runs everything.
const onlyArg = process.argv.find((a) => a.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=')
      ? onlyArg.split('=')[1]
      : process.argv[process.argv.indexOf(onlyArg) + 1]
    )
      .split(',')
      .filter(Boolean)
  : null;
const wanted = (name) => !only || only.some((prefix) => name.startsWith(prefix));

const reports = path.resolve('.cache/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * Distinct test cases, whatever the runs: a story checked in three tenant colours is one case
 * run three times. Keys are runner-relative names (file and title).
 */
const cases = new Set();
const lines = [];
/** Why each failing check failed, printed again with the summary. */
const causes = [];
let current = '';

/**
 * Runs a check, its output shown as it comes and kept for a failure excerpt. A check run
 * beside others (`together`) keeps its output and shows it in one block when it ends.
 */
function run(command, args, env = {}, { name = current, buffered = false } = {}) {
  const started = Date.now();
  const collect = lineCollector();
  const held = [];
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const show = (stream) => (chunk) => {
    collect.push(chunk);
    if (buffered) held.push(chunk);
    else stream.write(chunk);
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  return new Promise((resolve) => {
    child.on('error', (error) => collect.push(`${error.message}\n`));
    child.on('close', (status) => {
      const ok = status === 0;
      if (buffered) process.stdout.write(`\n==> ${name}\n${Buffer.concat(held).toString()}`);
      if (!ok) causes.push({ name, excerpt: failureExcerpt(collect.lines()) });
      resolve({ ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(name, counts, seconds) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(
    `  ${counts.failed ? 'FAIL' : 'ok  '} ${name.padEnd(18)} ${counts.passed} passed, ${counts.failed} failed` +
      `${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${seconds}s)`,
  );
}

async function check(name, command, args, { buffered = false } = {}) {
  if (!wanted(name)) return true;
  if (!buffered) console.log(`\n==> ${name}`);
  current = name;
  const { ok, seconds } = await run(command, args, {}, { name, buffered });
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, seconds);
  cases.add(`check ${name}`);
  return ok;
}

/**
 * Single-threaded checks side by side, one lane each (a lane's checks in order): on two
 * cores they finish in about the time of the longest lane instead of the sum.
 */
async function together(lanes) {
  console.log('\n==> ' + lanes.map((lane) => lane.map(([name]) => name).join(' then ')).join(', '));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane)
        await check(name, command, args, { buffered: true });
    }),
  );
}

/** A runner whose exit code disagrees with its report (crash, import error) adds one failure. */
function withExitCode(counts, ok) {
  return !ok && counts.failed === 0 ? { ...counts, failed: counts.failed + 1 } : counts;
}

/** The failing tests a report names go first in the check's failure excerpt (at most 12). */
function nameFailures(name, failures) {
  const cause = causes.find((c) => c.name === name);
  if (cause && failures.length) cause.excerpt = [...failures.slice(0, 12), ...cause.excerpt];
}

/** Vitest projects named in one run: together they share the cores (one report). */
async function vitest(name, ...projects) {
  if (!wanted(name)) return;
  // Node-only projects load their own config: without Storybook's plugin it is ready about
  // ten seconds sooner, for each such stage.
  const config = projects.some((p) => p.startsWith('storybook'))
    ? []
    : ['--config', 'vitest.node.config.ts'];
  const selected = [...config, ...projects.flatMap((project) => ['--project', project])];
  console.log(`\n==> ${name} (vitest ${selected.join(' ')})`);
  current = name;
  const file = path.join(reports, `${name.replaceAll(':', '-')}.json`);
  const { ok, seconds } = await run('pnpm', [
    'exec',
    'vitest',
    'run',
    ...selected,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const json = readJson(file);
  nameFailures(name, vitestFailures(json, `${process.cwd()}/`));
  for (const result of json?.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      cases.add(`vitest ${path.relative(process.cwd(), result.name)} ${test.fullName}`);
  const counts = json
    ? {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
      }
    : { passed: 0, failed: 0, skipped: 0 };
  record(name, withExitCode(counts, ok), seconds);
}

async function playwright(name, project, extra = [], { buffered = false } = {}) {
  if (!wanted(name)) return;
  console.log(`\n==> ${name} (playwright --project ${project} ${extra.join(' ')})`);
  const file = path.join(reports, `${project}.json`);
  const args = ['exec', 'playwright', 'test', '--project', project, ...extra];
  const { ok, seconds } = await run(
    'pnpm',
    args,
    { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    { name, buffered },
  );
  const report = existsSync(file) ? readJson(file) : null;
  nameFailures(name, playwrightFailures(report));
  const stats = report?.stats;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      cases.add(`playwright ${file} ${spec.title} ${spec.line}`);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  const counts = stats
    ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
    : { passed: 0, failed: 0, skipped: 0 };
  record(name, withExitCode(counts, ok), seconds);
}

/** Node's own test runner (the scripts' tests): counts read from its TAP report. */
async function nodeTests(name, files) {
  if (!wanted(name)) return;
  console.log(`\n==> ${name} (node --test)`);
  current = name;
  const file = path.join(reports, `${name}.tap`);
  const { ok, seconds } = await run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${file}`,
    ...files,
  ]);
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const counts = { passed: count('pass'), failed: count('fail'), skipped: count('skipped') };
  for (const [, title] of tap.matchAll(/^\s*(?:not )?ok \d+ - (.+)$/gm)) cases.add(`node ${title}`);
  record(name, withExitCode(counts, ok), seconds);
}

// The app's generated API types match the OpenAPI document (`pnpm api:types` regenerates
// them). It reads the dump the openapi check writes; run alone, it makes a fresh one first.
if (wanted('api-types') && !wanted('openapi'))
  await run('pnpm', [
    '--filter',
    '@ajar/api',
    'exec',
    'tsx',
    'src/openapi-cli.ts',
    '../../.cache/openapi.json',
  ]);
await together([
  [['typecheck', 'pnpm', ['exec', 'tsc', '-b']]],
  [['lint', 'pnpm', ['run', '--silent', 'lint']]],
  [
    // The API's OpenAPI document under Redocly's recommended rules: clients are generated
    // from it.
    ['openapi', 'pnpm', ['run', '--silent', 'lint:openapi']],
    ['api-types', 'node', ['scripts/api-types.mjs', '--check']],
    // The checked-in database types (packages/api/src/db/schema.generated.ts) are what the
    // migrations give a fresh database: a migration without `pnpm db:types` fails here.
    ['db types', 'pnpm', ['run', '--silent', 'db:types', '--check']],
  ],
]);
await vitest('unit', 'unit');
await nodeTests('scripts', [
  'scripts/i18n-check/',
  'scripts/size-check/',
  'scripts/static-server/',
  'scripts/test-report/',
  'scripts/chromatic/',
  'scripts/eslint-config/',
]);
// Locale files agree, every key used exists, no component holds a literal string, and every
// string keeps to the glossary (locales/glossary.json) and reads right at a count of 1.
await check('i18n', 'node', ['scripts/check-i18n.mjs']);
// The API tests again on a PostgreSQL server, with the multi-process checks only a server allows.
// CI always has one (scripts/setup.sh test starts it); elsewhere it runs when one is configured.
if (process.env.AJAR_TEST_DATABASE_URL) await vitest('api:postgres', 'api:postgres');
else if (process.env.CI && wanted('api:postgres')) {
  console.log(
    '\n==> api:postgres: AJAR_TEST_DATABASE_URL is not set (scripts/setup.sh test sets it)',
  );
  record('api:postgres', { passed: 0, failed: 1, skipped: 0 }, '0.0');
} else if (wanted('api:postgres'))
  console.log(
    '\n==> api:postgres not run: set AJAR_TEST_DATABASE_URL (bash scripts/postgres.sh prints one)',
  );
// The built product as deploy/ runs it: three API processes on PostgreSQL behind Debian's nginx
// with deploy/nginx.conf, one killed mid-run (packages/api/src/cluster/). After the build (it
// runs dist). CI has both (scripts/setup.sh test); elsewhere it runs when they are there.
function clusterMissing() {
  if (!process.env.AJAR_TEST_DATABASE_URL)
    return 'AJAR_TEST_DATABASE_URL is not set (bash scripts/postgres.sh prints one)';
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(nginx)) return `no nginx at ${nginx} (apt-get install nginx, or set NGINX_PATH)`;
  return null;
}
async function cluster() {
  if (!wanted('cluster')) return;
  const missing = clusterMissing();
  if (!missing) return vitest('cluster', 'cluster');
  if (process.env.CI) {
    console.log(`\n==> cluster: ${missing}`);
    causes.push({ name: 'cluster', excerpt: [missing] });
    record('cluster', { passed: 0, failed: 1, skipped: 0 }, '0.0');
  } else console.log(`\n==> cluster not run: ${missing}`);
}
// The stories are played once, in the screenshot run below (e2e/visual): each in Indonesian
// with all of axe, its final state repainted in the extreme tenant colours for axe's colour
// rules, then its picture compared (docs/decisions/0010). `pnpm test:stories` plays them in
// Vitest too, in any locale and colour (vitest.config.ts), for work on one component.
if (await check('build', 'pnpm', ['run', '--silent', 'build'])) {
  // The first screen's JavaScript budget, on the build just made.
  await check('size', 'node', ['scripts/check-size.mjs']);
  await cluster();
  await playwright('e2e', 'e2e');
} else {
  if (process.env.CI || !clusterMissing())
    record('cluster', { passed: 0, failed: 1, skipped: 0 }, '0.0');
  record('e2e', { passed: 0, failed: 1, skipped: 0 }, '0.0');
}
// Every story played, axe-checked and compared with its committed screenshot
// (e2e/visual/baselines). After the end-to-end run, not beside it: side by side the two took
// 1001 s and 677 s (0010).
if (await check('storybook build', 'pnpm', ['run', '--silent', 'build-storybook', '--quiet'])) {
  // Two groups of stories, each on its own page (e2e/visual/stories-*.spec.ts): one per core.
  await playwright('visual', 'visual', ['--config=playwright.visual.config.ts', '--workers=2']);
} else record('visual', { passed: 0, failed: 1, skipped: 0 }, '0.0');

console.log('\nSummary');
for (const line of lines) console.log(line);
for (const { name, excerpt } of causes) {
  console.log(`Why ${name} failed:`);
  for (const line of excerpt) console.log(`  | ${line}`);
}
const runs = totals.passed + totals.failed + totals.skipped;
console.log(
  `${cases.size} distinct test cases in ${runs} runs (the API's tests run on PGlite and on PostgreSQL)`,
);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
