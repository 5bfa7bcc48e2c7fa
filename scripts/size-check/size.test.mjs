import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstScreenFiles, htmlEntries, staticImports } from './graph.mjs';
import { DEFAULT_BUDGET_KIB, budgetFromEnv, checkSize, forbiddenLibraries } from './measure.mjs';

const cli = fileURLToPath(new URL('../check-size.mjs', import.meta.url));

function dist(t, files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajar-size-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const html = (body) => `<!doctype html><html><head>${body}</head><body></body></html>`;

// 13 KB of code-like words from a fixed LCG: enough that gzip levels 1, 6 and 9 give different
// sizes, so the sum test pins level 9.
function filler() {
  const words = ['const', 'return', 'function', 'value', 'state', '=>', '{', '}', '(', ')', ';'];
  let x = 1;
  return Array.from({ length: 3000 }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return words[x % words.length];
  }).join(' ');
}

// A Vite-shaped build: the entry statically imports a vendor chunk (which imports a shared one)
// and lazily imports the home page's chunk, which `/` loads at once and so counts with its
// imports, and other pages' chunks, which must not count. A classic script runs too.
const app = {
  'index.html': html(
    `<script type="module" crossorigin src="/assets/index-a1.js"></script>` +
      `<link rel="modulepreload" crossorigin href="/assets/preload-p1.js">` +
      `<link rel="stylesheet" href="/assets/index-c1.css">` +
      `<script nomodule src="/assets/polyfills-legacy.js"></script>` +
      `<script type="application/ld+json">{}</script>` +
      `<script src="/boot-b1.js"></script>`,
  ),
  'boot-b1.js': '(function(){})();',
  'assets/index-a1.js':
    `import{a as e,b as t}from"./vendor-v1.js";import"./side-s1.js";` +
    'const r=()=>import(`./Page-d1.js`);const s=()=>import("./Other-o1.js");' +
    'const h=()=>import("./HomePage-h1.js");e(t,r,s,h);',
  'assets/HomePage-h1.js': 'import{a as e}from"./vendor-v1.js";import"./card-k1.js";e();',
  'assets/card-k1.js': 'export const k=1;',
  'assets/vendor-v1.js':
    `import{c as n}from"./shared-x1.js";var r={rendererPackageName:\`react-dom\`};` +
    `export{n as a,n as b,r};`,
  'assets/shared-x1.js': `export const c=()=>"import { X } from 'react-router'";${filler()}`,
  'assets/side-s1.js': 'console.log(1);',
  'assets/preload-p1.js': 'export const p=1;',
  'assets/Page-d1.js': 'import{a as e}from"./vendor-v1.js";export const P=e;',
  'assets/Other-o1.js': 'export const O=1;',
  'assets/index-c1.css': 'body{margin:0}',
};

test('htmlEntries takes the scripts a browser runs and modulepreloads, not nomodule, data or styles', () => {
  assert.deepEqual(htmlEntries(app['index.html']), [
    '/assets/index-a1.js',
    '/boot-b1.js',
    '/assets/preload-p1.js',
  ]);
});

test('staticImports takes static imports and re-exports, never import()', () => {
  const code =
    'import{a as b}from"./chunk-abc.js";import"./x.js";import*as q from"./q.js";' +
    'export*from"./w.js";const l=()=>import("./lazy.js"),m=import(`./lazy2.js`);import.meta.url;';
  assert.deepEqual(staticImports(code), ['./chunk-abc.js', './x.js', './q.js', './w.js']);
});

test('the static import graph is followed and dynamic imports are not', (t) => {
  const { files, problems } = firstScreenFiles(dist(t, app));
  assert.deepEqual(problems, []);
  assert.deepEqual(files, [
    'assets/index-a1.js',
    'boot-b1.js',
    'assets/preload-p1.js',
    'assets/vendor-v1.js',
    'assets/side-s1.js',
    'assets/shared-x1.js',
  ]);
});

test('the chunk of the page / renders counts with its imports; other pages do not', (t) => {
  const { files, problems } = firstScreenFiles(dist(t, app), { routeChunks: ['HomePage'] });
  assert.deepEqual(problems, []);
  assert.ok(files.includes('assets/HomePage-h1.js'));
  assert.ok(files.includes('assets/card-k1.js'));
  assert.ok(!files.includes('assets/Page-d1.js'));
  assert.ok(!files.includes('assets/Other-o1.js'));
  // A page whose name merely starts the same is another page.
  const other = dist(t, { ...app, 'assets/HomePageLegacy-z1.js': 'x' });
  const names = firstScreenFiles(other, { routeChunks: ['HomePage'] }).files;
  assert.ok(!names.includes('assets/HomePageLegacy-z1.js'));
});

test('a route chunk missing from dist is a problem, so a renamed page cannot drop out', (t) => {
  const dir = dist(t, app);
  rmSync(path.join(dir, 'assets/HomePage-h1.js'));
  const { problems } = firstScreenFiles(dir, { routeChunks: ['HomePage'] });
  assert.deepEqual(problems, ['the HomePage chunk, which / loads at once, is not in dist']);
});

test('with a Vite manifest, the imports it lists for index.html count too', (t) => {
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_extra.js'] },
    '_extra.js': { file: 'assets/extra-e1.js' },
    'src/Page.tsx': { file: 'assets/Page-d1.js', isDynamicEntry: true },
  };
  const dir = dist(t, {
    ...app,
    '.vite/manifest.json': JSON.stringify(manifest),
    'assets/extra-e1.js': 'export const x=1;',
  });
  const { files } = firstScreenFiles(dir);
  assert.ok(files.includes('assets/extra-e1.js'));
  assert.ok(!files.includes('assets/Page-d1.js'));
});

test('a first screen without react-dom fails, as when aliased to another runtime', (t) => {
  const preact = checkSize({
    distDir: dist(t, { ...app, 'assets/vendor-v1.js': 'export const a=1,b=2;' }),
  });
  assert.equal(preact.ok, false);
  assert.deepEqual(preact.problems, [
    'the first screen does not run on react-dom (its renderer is not in it)',
  ]);
});

test('a static import missing from dist is a problem', (t) => {
  const dir = dist(t, app);
  rmSync(path.join(dir, 'assets/shared-x1.js'));
  const { problems } = firstScreenFiles(dir);
  assert.deepEqual(problems, [
    'assets/vendor-v1.js needs assets/shared-x1.js, which is not in dist',
  ]);
});

test('the total is the sum of each first-screen file gzipped at level 9', (t) => {
  const result = checkSize({ distDir: dist(t, app) });
  const first = [
    'assets/index-a1.js',
    'boot-b1.js',
    'assets/preload-p1.js',
    'assets/HomePage-h1.js',
    'assets/vendor-v1.js',
    'assets/side-s1.js',
    'assets/shared-x1.js',
    'assets/card-k1.js',
  ];
  assert.deepEqual([...result.files.map((f) => f.file)].sort(), [...first].sort());
  const expected = first
    .map((file) => gzipSync(Buffer.from(app[file]), { level: 9 }).length)
    .reduce((a, b) => a + b, 0);
  assert.equal(result.totalGzipBytes, expected);
  assert.equal(result.files.length, first.length);
  assert.equal(result.ok, true);
});

test('fonts count at their bytes: preloaded, or named by a first-screen script, not by a lazy one', (t) => {
  const font = (n) => 'F'.repeat(n);
  const withFonts = {
    ...app,
    'index.html': app['index.html'].replace(
      '</head>',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/body-f1.woff2"></head>',
    ),
    'assets/side-s1.js': 'const u=new URL("body-f1.woff2",import.meta.url),v="icons-i1.woff2";',
    'assets/Other-o1.js': 'export const O="display-l1.woff2";',
    'assets/body-f1.woff2': font(3000),
    'assets/icons-i1.woff2': font(500),
    'assets/display-l1.woff2': font(9000),
  };
  const result = checkSize({ distDir: dist(t, withFonts) });
  assert.deepEqual(result.fonts.map((f) => f.file).sort(), [
    'assets/body-f1.woff2',
    'assets/icons-i1.woff2',
  ]);
  assert.equal(result.fontBytes, 3500);
  assert.equal(result.totalBytes, result.totalGzipBytes + 3500);
  // The same scripts fit a budget of their own weight only without the fonts.
  const tight = checkSize({ distDir: dist(t, withFonts), budgetBytes: result.totalGzipBytes });
  assert.equal(tight.ok, false);
  assert.match(tight.problems[0], /fonts 3\.42\), over the/);
});

test('a preloaded font missing from dist is a problem', (t) => {
  const dir = dist(t, {
    ...app,
    'index.html': app['index.html'].replace(
      '</head>',
      '<link rel="preload" as="font" href="/assets/gone.woff2"></head>',
    ),
  });
  assert.deepEqual(checkSize({ distDir: dir }).problems, [
    'index.html preloads assets/gone.woff2, which is not in dist',
  ]);
});

test('a total over the budget fails', (t) => {
  const dir = dist(t, app);
  const { totalBytes } = checkSize({ distDir: dir });
  assert.equal(checkSize({ distDir: dir, budgetBytes: totalBytes }).ok, true);
  const over = checkSize({ distDir: dir, budgetBytes: totalBytes - 1 });
  assert.equal(over.ok, false);
  assert.match(over.problems[0], /over the .* KiB budget/);
});

test('AJAR_SIZE_BUDGET_KIB overrides the default budget', () => {
  assert.equal(budgetFromEnv({}), DEFAULT_BUDGET_KIB * 1024);
  assert.equal(budgetFromEnv({ AJAR_SIZE_BUDGET_KIB: '50' }), 51200);
  assert.throws(() => budgetFromEnv({ AJAR_SIZE_BUDGET_KIB: 'lots' }), /positive number/);
});

test('forbidden library markers are detected case-sensitively', () => {
  assert.deepEqual(forbiddenLibraries('class e extends FirebaseError{}'), ['firebase']);
  assert.deepEqual(forbiddenLibraries('n("@firebase/messaging")'), ['firebase']);
  assert.deepEqual(forbiddenLibraries('function useFormik(){}'), ['formik']);
  assert.deepEqual(forbiddenLibraries('yup.ValidationError'), ['yup']);
  assert.deepEqual(forbiddenLibraries('n.displayName=`FormikContext`'), ['formik']);
  assert.deepEqual(forbiddenLibraries('e.__isYupSchema__'), ['yup']);
  assert.deepEqual(forbiddenLibraries('firebaseerror FORMIK __isyupschema__'), []);
});

test('app text that merely names a library is not a marker', () => {
  // Real strings from the app's own first-screen code: route table, page key, keyboard events.
  const appCode =
    '{path:`/formik/:content`,key:`formikDemo`};e.type===`keyup`;' +
    'class ValidationError extends Error{};const u=`/firebase-messaging-sw.js`;';
  assert.deepEqual(forbiddenLibraries(appCode), []);
});

test('a forbidden library on the first screen fails, but not in a lazy chunk', (t) => {
  const lazyOnly = checkSize({
    distDir: dist(t, { ...app, 'assets/Page-d1.js': 'throw new FirebaseError("x")' }),
  });
  assert.equal(lazyOnly.ok, true);
  const eager = checkSize({
    distDir: dist(t, { ...app, 'assets/side-s1.js': 'function useFormik(){}' }),
  });
  assert.equal(eager.ok, false);
  assert.deepEqual(eager.problems, ['assets/side-s1.js contains formik, which must load lazily']);
  const onHome = checkSize({
    distDir: dist(t, { ...app, 'assets/card-k1.js': 'e.__isYupSchema__' }),
  });
  assert.deepEqual(onHome.problems, ['assets/card-k1.js contains yup, which must load lazily']);
});

test('the CLI exits 1 on a breach and writes size.json', (t) => {
  const dir = dist(t, app);
  const results = path.join(dir, 'out/size.json');
  const env = { ...process.env, AJAR_SIZE_BUDGET_KIB: '0.01' };
  const run = spawnSync(process.execPath, [cli, '--dist', dir, '--results', results], { env });
  assert.equal(run.status, 1);
  assert.match(String(run.stderr), /FAILED/);
  const json = JSON.parse(readFileSync(results, 'utf8'));
  assert.deepEqual(Object.keys(json), [
    'date',
    'budgetKiB',
    'totalGzipKiB',
    'fontKiB',
    'totalKiB',
    'files',
    'fonts',
  ]);
  assert.equal(json.budgetKiB, 0.01);
  assert.equal(json.files.length, 8);
});

test('the CLI exits 1 and says to build when dist is missing', (t) => {
  const dir = dist(t, {});
  const run = spawnSync(process.execPath, [cli, '--dist', path.join(dir, 'nope')]);
  assert.equal(run.status, 1);
  assert.match(String(run.stderr), /run `pnpm build` first/);
});
