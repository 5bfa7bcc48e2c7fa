import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.webmanifest']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (`q=0` refuses one), preferring Brotli. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

type Body = Uint8Array<ArrayBuffer>;
interface Cached {
  key: string;
  body: Promise<Body>;
}
const cache = new Map<string, Cached>();

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** In zlib's thread pool: Brotli's best level takes about a second on the app's main chunk. */
async function compress(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Body> {
  const compressed =
    encoding === 'br'
      ? await brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzipped(raw, { level: 9 });
  // Copied once into a plain ArrayBuffer, the body type web Responses take.
  return new Uint8Array(compressed);
}

/** Brotli's level for a body made per request: near gzip's speed, still smaller than gzip. */
const PER_REQUEST_BROTLI_QUALITY = 5;

/**
 * A body made for one request (a page with its first answers inlined), compressed for it alone:
 * at a quick level, in zlib's thread pool like the files, and never kept.
 */
export async function encodedText(
  text: string,
  encoding: Encoding,
): Promise<{ body: Body; encoding: Encoding }> {
  const raw = Buffer.from(text);
  if (encoding === 'identity' || raw.length < MIN_BYTES)
    return { body: new Uint8Array(raw), encoding: 'identity' };
  const compressed =
    encoding === 'br'
      ? await brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzipped(raw);
  return { body: new Uint8Array(compressed), encoding };
}

/**
 * The file's body in `encoding`, compressed once and kept while the file is unchanged: the
 * built app's files never change while the server runs, and Brotli at its best level is
 * too slow to repeat per request but makes the first screen about a fifth smaller than gzip.
 * It is compressed off the event loop, so the first visitor after a start does not hold up
 * every other request (synchronous, a page's chunks stalled it for seconds on a busy
 * machine), and once: requests arriving meanwhile wait for the same work.
 */
export async function encodedBody(
  file: string,
  encoding: Encoding,
): Promise<{ body: Body; encoding: Encoding }> {
  const info = await stat(file);
  if (encoding === 'identity' || !COMPRESSIBLE.has(path.extname(file)) || info.size < MIN_BYTES)
    return { body: await readFile(file), encoding: 'identity' };
  const cacheKey = `${encoding}:${file}`;
  const version = `${info.size}:${info.mtimeMs}`;
  let hit = cache.get(cacheKey);
  if (hit?.key !== version) {
    hit = { key: version, body: readFile(file).then((raw) => compress(raw, encoding)) };
    cache.set(cacheKey, hit);
    // A failed read is not kept: the next request tries again.
    const failed = hit;
    hit.body.catch(() => {
      if (cache.get(cacheKey) === failed) cache.delete(cacheKey);
    });
  }
  return { body: await hit.body, encoding };
}
