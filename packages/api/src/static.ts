import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding, encodedBody } from './static-encoding';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Resolves a URL path inside root, or null when it would escape it or is not a file. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

async function sendFile(c: Context, file: string, cacheControl: string) {
  const { body, encoding } = await encodedBody(
    file,
    chooseEncoding(c.req.header('accept-encoding')),
  );
  return c.body(body, 200, {
    'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
}

/** Serves files under `root` at `prefix`, e.g. the locales at /locales. */
export function serveDirectory(root: string, prefix: string): MiddlewareHandler {
  return async (c, next) => {
    const file = await resolveFile(root, c.req.path.slice(prefix.length));
    if (!file) return next();
    return sendFile(c, file, 'no-cache');
  };
}

/**
 * Serves the built app: hashed assets cached forever; any other GET for a path without a
 * file extension gets index.html so client-side routes resolve on reload, while a missing
 * asset (`/assets/gone.js`) stays a 404.
 */
export function serveApp(distDir: string): MiddlewareHandler {
  const indexFile = path.join(distDir, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = await resolveFile(distDir, c.req.path);
    if (file && file !== indexFile) {
      const immutable = c.req.path.startsWith('/assets/');
      return sendFile(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (!file && path.extname(c.req.path) !== '') return next();
    const index = await stat(indexFile).catch(() => null);
    if (!index) return next();
    return sendFile(c, indexFile, 'no-cache');
  };
}
