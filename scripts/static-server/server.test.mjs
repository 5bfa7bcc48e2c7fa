import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staticServer } from './server.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FIRST = "\n  window.CONFIG_TYPE = 'PRODUCTION';\n";
const SECOND = "import './sb-manager/runtime.js'; // é";
const PAGE = [
  '<!doctype html><html><head>',
  `<script>${FIRST}</script>`,
  '<script type="module" src="./assets/iframe.js"></script>',
  `<script type="module">${SECOND}</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('\n');

async function serve(files) {
  const dir = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  const server = staticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    dir,
    get: (url) => fetch(`${base}${url}`),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true });
    },
  };
}

const scriptSrc = (policy) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

test('an HTML page is sent with a policy allowing exactly its own inline scripts', async () => {
  const site = await serve({ 'iframe.html': PAGE, 'index.html': `<script>${FIRST}</script>` });
  try {
    const res = await site.get('/iframe.html?id=a--b&viewMode=story');
    assert.equal(res.status, 200);
    assert.equal(await res.text(), PAGE);
    const policy = res.headers.get('content-security-policy');
    assert.deepEqual(scriptSrc(policy), ["'self'", sha256(FIRST), sha256(SECOND)]);
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /frame-ancestors 'self'/);
    assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
    // A directory answers with its index page, hashed on its own.
    const index = await site.get('/');
    assert.deepEqual(scriptSrc(index.headers.get('content-security-policy')), [
      "'self'",
      sha256(FIRST),
    ]);
  } finally {
    await site.close();
  }
});

test('a rebuilt page gets its new hashes, with no restart', async () => {
  const site = await serve({ 'iframe.html': '<script>one()</script>' });
  const policy = async () =>
    scriptSrc((await site.get('/iframe.html')).headers.get('content-security-policy'));
  try {
    assert.deepEqual(await policy(), ["'self'", sha256('one()')]);
    await writeFile(
      path.join(site.dir, 'iframe.html'),
      '<script>two()</script>\r\n<script>\r\nx()</script>',
    );
    // The browser hashes the text after its parser turned CR LF into LF.
    assert.deepEqual(await policy(), ["'self'", sha256('two()'), sha256('\nx()')]);
  } finally {
    await site.close();
  }
});

test('scripts and other files carry the policy with no inline script allowed', async () => {
  const site = await serve({ 'assets/iframe.js': 'export {};', 'iframe.html': PAGE });
  try {
    const res = await site.get('/assets/iframe.js');
    assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.deepEqual(scriptSrc(res.headers.get('content-security-policy')), ["'self'"]);
    assert.equal((await site.get('/missing.html')).status, 404);
    assert.equal((await site.get('/..%2f..%2fetc%2fpasswd')).status, 403);
  } finally {
    await site.close();
  }
});
