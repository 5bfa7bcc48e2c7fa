import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes, storybookCsp } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the files under `dir`, each with a Content-Security-Policy: an HTML page's policy
 * allows exactly its own inline scripts, hashed as it is served, so a rebuilt Storybook needs
 * no hand-kept list.
 */
export function staticServer(dir) {
  const root = path.resolve(dir);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Readiness answers even before Storybook is built, so e2e-only runs can start.
    if (url.pathname === '/__ready') return res.writeHead(200).end('ok');
    let file;
    try {
      file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    } catch {
      return res.writeHead(400).end();
    }
    if (file !== root && !file.startsWith(root + path.sep)) return res.writeHead(403).end();
    if ((await stat(file).catch(() => null))?.isDirectory()) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      const type = path.extname(file);
      const hashes = type === '.html' ? inlineScriptHashes(body.toString('utf8')) : [];
      res.writeHead(200, {
        'Content-Type': TYPES[type] ?? 'application/octet-stream',
        'Content-Security-Policy': storybookCsp(hashes),
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
}
