// `pnpm test`: every check in order, then one summary line `N passed, M failed[, K skipped]`
// counting every test case of every runner. A check without cases of its own (typecheck,
// lint, build) counts as one case. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// `pnpm test --only stories,visual` runs just the named checks (prefix match), with the same
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
const lines = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
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

function check(name, command, args) {
  if (!wanted(name)) return true;
  console.log(`\n==> ${name}`);
  const { ok, seconds } = run(command, args);
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, seconds);
  return ok;
}

/** A runner whose exit code disagrees with its report (crash, import error) adds one failure. */
function withExitCode(counts, ok) {
  return !ok && counts.failed === 0 ? { ...counts, failed: counts.failed + 1 } : counts;
}

function vitest(name, project) {
  if (!wanted(name)) return;
  console.log(`\n==> ${name} (vitest --project ${project})`);
  const file = path.join(reports, `${project.replaceAll(':', '-')}.json`);
  const { ok, seconds } = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const json = readJson(file);
  const counts = json
    ? {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
      }
    : { passed: 0, failed: 0, skipped: 0 };
  record(name, withExitCode(counts, ok), seconds);
}

function playwright(name, project, extra = []) {
  if (!wanted(name)) return;
  console.log(`\n==> ${name} (playwright --project ${project} ${extra.join(' ')})`);
  const file = path.join(reports, `${project}.json`);
  const args = ['exec', 'playwright', 'test', '--project', project, ...extra];
  const { ok, seconds } = run('pnpm', args, {
    PLAYWRIGHT_JSON_OUTPUT_FILE: file,
  });
  const stats = existsSync(file) ? readJson(file)?.stats : null;
  const counts = stats
    ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
    : { passed: 0, failed: 0, skipped: 0 };
  record(name, withExitCode(counts, ok), seconds);
}

/** Node's own test runner (the scripts' tests): counts read from its TAP report. */
function nodeTests(name, files) {
  if (!wanted(name)) return;
  console.log(`\n==> ${name} (node --test)`);
  const file = path.join(reports, `${name}.tap`);
  const { ok, seconds } = run('node', [
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
  record(name, withExitCode(counts, ok), seconds);
}

check('typecheck', 'pnpm', ['exec', 'tsc', '-b']);
check('lint', 'pnpm', ['run', '--silent', 'lint']);
vitest('unit', 'unit');
nodeTests('scripts', ['scripts/i18n-check/', 'scripts/size-check/']);
// Locale files agree, every key used exists, and no component holds a literal string.
check('i18n', 'node', ['scripts/check-i18n.mjs']);
// The API tests again on a PostgreSQL server, with the multi-process checks only a server allows.
// CI always has one (scripts/setup.sh test starts it); elsewhere it runs when one is configured.
if (process.env.AJAR_TEST_DATABASE_URL) vitest('api:postgres', 'api:postgres');
else if (process.env.CI && wanted('api:postgres')) {
  console.log(
    '\n==> api:postgres: AJAR_TEST_DATABASE_URL is not set (scripts/setup.sh test sets it)',
  );
  record('api:postgres', { passed: 0, failed: 1, skipped: 0 }, '0.0');
} else if (wanted('api:postgres'))
  console.log(
    '\n==> api:postgres not run: set AJAR_TEST_DATABASE_URL (bash scripts/postgres.sh prints one)',
  );
// Every story in every tenant colour and in both locales (docs/decisions/0004): colour
// contrast does not depend on the language, so each colour runs once and the locales
// alternate. One browser at a time: two cores cannot run several Chromium pages side by side.
// The other combinations stay in vitest.config.ts for local runs.
for (const project of ['storybook', 'storybook:yellow:en', 'storybook:navy']) {
  vitest(project.replace('storybook', 'stories'), project);
}
if (check('build', 'pnpm', ['run', '--silent', 'build'])) {
  // The first screen's JavaScript budget, on the build just made.
  check('size', 'node', ['scripts/check-size.mjs']);
  playwright('e2e', 'e2e');
} else record('e2e', { passed: 0, failed: 1, skipped: 0 }, '0.0');
// Screenshots of every story against committed baselines (e2e/visual/baselines).
if (check('storybook build', 'pnpm', ['run', '--silent', 'build-storybook', '--quiet'])) {
  // Two groups of stories, each on its own page (e2e/visual/stories.spec.ts): one per core.
  playwright('visual', 'visual', ['--workers=2']);
} else record('visual', { passed: 0, failed: 1, skipped: 0 }, '0.0');

console.log('\nSummary');
for (const line of lines) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
