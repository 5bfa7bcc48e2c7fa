import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../db/client';

/** Announced by the catalog's tables themselves (migration 0026) on every change. */
export const CATALOG_CHANNEL = 'catalog_changed';

interface Entry {
  body: string;
  etag: string;
  at: number;
}

export interface CatalogCache {
  /**
   * The answer for `key` as JSON: from memory when this process has it, else computed once
   * however many requests ask meanwhile. Sent with its ETag; a request that already holds
   * it (If-None-Match) gets 304 and no body.
   */
  answer(c: Context, key: string, compute: () => Promise<unknown>): Promise<Response>;
  close(): Promise<void>;
}

const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const holds = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * The public catalog (course pages, course cards, categories) is read by every visitor and
 * changes rarely: each process keeps its answers ready to send, so a read costs neither a
 * query nor a serialisation (issue 21: the catalog at 500 requests/s). Every process forgets
 * them all on `catalog_changed`, and whenever its listening connection was lost (a change
 * may have passed unheard); until it listens, nothing is kept. `maxAgeMs` bounds what a
 * change made outside PostgreSQL's notices could leave, `maxEntries` the memory (oldest
 * first; search terms make keys without end).
 */
export function catalogCache(
  database: Database,
  { maxEntries = 2000, maxAgeMs = 5 * 60_000 } = {},
): CatalogCache {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<Entry>>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
    computing.clear();
  };
  let listening: Promise<(() => Promise<void>) | null> | undefined;
  const listen = () =>
    (listening ??= database.listen(CATALOG_CHANNEL, forget, forget).catch((error: Error) => {
      console.error(`catalog: not listening for changes, not caching (${error.message})`);
      listening = undefined;
      return null;
    }));

  const computeEntry = async (compute: () => Promise<unknown>): Promise<Entry> => {
    const body = JSON.stringify(await compute());
    return { body, etag: etagOf(body), at: Date.now() };
  };

  async function entryFor(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    if (!(await listen())) return computeEntry(compute);
    const kept = entries.get(key);
    if (kept && Date.now() - kept.at < maxAgeMs) return kept;
    const running = computing.get(key);
    if (running) return running;
    const started = generation;
    const promise = computeEntry(compute).finally(() => {
      if (computing.get(key) === promise) computing.delete(key);
    });
    computing.set(key, promise);
    const entry = await promise;
    // A change announced while this was read may not be in it: used once, not kept.
    if (started === generation) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return entry;
  }

  return {
    async answer(c, key, compute) {
      const entry = await entryFor(key, compute);
      const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache' };
      if (holds(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304, headers);
      return c.body(entry.body, 200, { ...headers, 'Content-Type': 'application/json' });
    },
    async close() {
      const stop = await listening;
      await stop?.();
    },
  };
}
