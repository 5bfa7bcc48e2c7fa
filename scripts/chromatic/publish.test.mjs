import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMATIC_CLI, plan } from './publish.mjs';

const script = fileURLToPath(new URL('./publish.mjs', import.meta.url));

test('without a token it publishes nothing, says why, and succeeds', () => {
  const env = { ...process.env };
  delete env.CHROMATIC_PROJECT_TOKEN;
  const run = spawnSync('node', [script], { env, encoding: 'utf8' });
  assert.equal(run.status, 0);
  assert.match(run.stdout, /CHROMATIC_PROJECT_TOKEN is not set, nothing published/);
});

test('with a token it builds Storybook when missing, then uploads the build', () => {
  const { steps } = plan({ CHROMATIC_PROJECT_TOKEN: 'x' }, { hasBuild: false });
  assert.deepEqual(steps[0], ['pnpm', 'run', '--silent', 'build-storybook', '--quiet']);
  assert.deepEqual(steps[1].slice(0, 3), ['pnpm', 'dlx', CHROMATIC_CLI]);
  assert.ok(steps[1].includes('storybook-static'));
  assert.deepEqual(plan({ CHROMATIC_PROJECT_TOKEN: 'x' }, { hasBuild: true }).steps.length, 1);
});

test('the upload gets the token from the environment, not its arguments', () => {
  // A local stand-in for the Chromatic CLI records what it was given.
  const dir = mkdtempSync(path.join(tmpdir(), 'ajar-chromatic-'));
  const fake = path.join(dir, 'chromatic');
  const record = path.join(dir, 'record.json');
  writeFileSync(
    fake,
    `#!/usr/bin/env node\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), token: process.env.CHROMATIC_PROJECT_TOKEN }));\n`,
  );
  chmodSync(fake, 0o755);
  // Run where a Storybook build already exists, so only the upload runs.
  mkdirSync(path.join(dir, 'storybook-static'));
  writeFileSync(path.join(dir, 'storybook-static', 'index.json'), '{}');
  const upload = spawnSync('node', [script], {
    cwd: dir,
    env: { ...process.env, CHROMATIC_PROJECT_TOKEN: 'secret-token', AJAR_CHROMATIC_BIN: fake },
    encoding: 'utf8',
  });
  assert.equal(upload.status, 0, upload.stderr);
  const seen = JSON.parse(readFileSync(record, 'utf8'));
  assert.equal(seen.token, 'secret-token');
  assert.ok(!seen.args.includes('secret-token'));
  assert.deepEqual(seen.args, [
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ]);
});
