import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { pagePreloads } from './page-preloads';
import { chooseEncoding, encodedBody, encodedText } from './static-encoding';

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
 * `extra` put just before `tag`, or at the end of a page without it. Replaced by a function:
 * a replacement string would read `$&` or `$'` in a course title as a pattern.
 */
const before = (html: string, tag: string, extra: string) =>
  html.includes(tag) ? html.replace(tag, () => `${extra}${tag}`) : `${html}${extra}`;

/**
 * index.html made for one public page: `preloads` (its chunks) at the end of the head, after
 * the entry and the font, and `inlined` (its first answers) at the end of the body. The page
 * is this tenant's and this moment's: no shared cache may keep it (`private`), and the browser
 * asks again each time (`no-cache`).
 */
async function sendPage(c: Context, indexFile: string, preloads: string, inlined: string) {
  const page = await readFile(indexFile, 'utf8');
  const html = before(before(page, '</head>', preloads), '</body>', inlined);
  const { body, encoding } = await encodedText(
    html,
    chooseEncoding(c.req.header('accept-encoding')),
  );
  return c.body(body, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
}

export interface ServeAppOptions {
  /**
   * The markup carrying a public page's first API answers (first-data.ts), '' for none. A
   * failure serves the page without it: the app then reads the API itself.
   */
  firstData?: (c: Context) => Promise<string>;
}

/** Logs what went wrong and goes on without the extra: the page is served all the same. */
const withoutExtra = (what: string) => (error: unknown) => {
  console.error(what, error);
  return '';
};

/**
 * Serves the built app: hashed assets cached forever; any other GET for a path without a
 * file extension gets index.html so client-side routes resolve on reload, while a missing
 * asset (`/assets/gone.js`) stays a 404. A public page's HTML names the chunks its route loads
 * and carries its first answers.
 */
export function serveApp(distDir: string, { firstData }: ServeAppOptions = {}): MiddlewareHandler {
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
    if (c.req.method === 'GET') {
      const [preloads, inlined] = await Promise.all([
        pagePreloads(distDir, c.req.path).catch(withoutExtra('page preloads')),
        firstData ? firstData(c).catch(withoutExtra('first data')) : '',
      ]);
      if (preloads || inlined) return sendPage(c, indexFile, preloads, inlined);
    }
    return sendFile(c, indexFile, 'no-cache');
  };
}
