import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../check-i18n.mjs', import.meta.url));

function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'ajar-i18n-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return root;
}

const run = (root) => spawnSync(process.execPath, [cli, '--root', root], { encoding: 'utf8' });

const page = `export const P = () => <h1>{t('home.title')}</h1>;\n`;

test('a clean checkout exits 0 with the one-line summary', (t) => {
  const root = fixture({
    'locales/id/common.json': { home: { title: 'Beranda' } },
    'locales/en/common.json': { home: { title: 'Home' } },
    'packages/app/src/features/info/P/P.tsx': page,
    'packages/app/src/features/info/P/P.test.tsx': `it('x', () => <p>Not checked</p>);`,
    'packages/app/src/features/info/P/P.stories.tsx': `export const S = () => <p>Not checked</p>;`,
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { status, stdout } = run(root);
  assert.equal(stdout.trim(), 'i18n: 1 keys in id and en, 1 files checked, 0 problems');
  assert.equal(status, 0);
});

test('problems exit 1 with file:line for each', (t) => {
  const root = fixture({
    'locales/id/common.json': { home: { title: 'Beranda' } },
    'locales/en/common.json': { home: { title: 'Home', lead: '' } },
    'packages/app/src/features/info/P/P.tsx': `${page}export const Q = () => <p>{t('home.missing')}Halo</p>;\n`,
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { status, stderr } = run(root);
  assert.equal(status, 1);
  assert.match(stderr, /, 4 problems/);
  assert.match(stderr, /locales\/id\/common\.json: missing "home\.lead"/);
  assert.match(stderr, /locales\/en\/common\.json: "home\.lead" is an empty string/);
  assert.match(
    stderr,
    /packages\/app\/src\/features\/info\/P\/P\.tsx:2: "home\.missing" is not in/,
  );
  assert.match(stderr, /packages\/app\/src\/features\/info\/P\/P\.tsx:2:\d+: text "Halo"/);
});
