// The bare React + router page (bare/) built with Vite and served like the product serves its
// files (Brotli at its best level, else gzip, compressed once), so the two differ only in what
// the page does, not in how it travels.
import { createServer } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const fromApp = createRequire(path.join(here, '../../packages/app/package.json'));
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Builds bare/ into `outDir` with the app's React and React Router. */
export async function buildBarePage(outDir) {
  await build({
    root: path.join(here, 'bare'),
    // React Router's 'use client' directives mean nothing here; only errors are worth a line.
    logLevel: 'error',
    configFile: false,
    resolve: {
      // The router is the app's dependency, not the root's; React is deduplicated so the
      // router and the page share one copy.
      alias: { 'react-router-dom': path.dirname(fromApp.resolve('react-router-dom/package.json')) },
      dedupe: ['react', 'react-dom'],
    },
    build: { outDir, emptyOutDir: true },
  });
}

/** Serves the built page on a free port; resolves with its address and a `close`. */
export async function serveBarePage(dir) {
  const files = new Map();
  const walk = async (folder) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(file);
      else {
        const raw = await readFile(file);
        files.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
          br: brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
          gzip: gzipSync(raw, { level: 9 }),
          type: MIME[path.extname(file)] ?? 'application/octet-stream',
        });
      }
    }
  };
  await walk(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    const file = files.get(url.pathname) ?? files.get('/index.html');
    const encoding = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000'
        : 'no-cache',
    });
    res.end(file[encoding]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
