import { SSE_HEARTBEAT_MS } from '../contract/limits';
import type { Database } from '../db/client';
import type { StreamClient } from './theme-hub';

export interface KeyedHub {
  start(): Promise<void>;
  /** Adds a stream to a key and sends it (it alone) the key's frame now. */
  subscribe(key: number, client: StreamClient): () => void;
  closing(): boolean;
  close(): Promise<void>;
}

const heartbeat = new TextEncoder().encode(': ping\n\n');

/**
 * Streams grouped by a key (a user, a thread) that hear of changes to their key: a change
 * announces `{ key }` on a database channel (sent on commit), so every API process hears of
 * it, and each builds the key's frame once for the streams it holds. After a lost database
 * connection every key is refreshed, since changes made meanwhile never arrived.
 */
export function keyedHub(
  database: Database,
  channel: string,
  /** The frame for a key's streams now; null sends nothing. */
  frameFor: (key: number) => Promise<Uint8Array | null>,
  heartbeatMs = SSE_HEARTBEAT_MS,
): KeyedHub {
  const byKey = new Map<number, Set<StreamClient>>();
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function refresh(key: number) {
    if (!byKey.has(key)) return;
    const frame = await frameFor(key);
    if (frame) for (const client of byKey.get(key) ?? []) client.write(frame);
  }
  const refreshQuietly = (key: number) =>
    refresh(key).catch((error: Error) =>
      console.error(`${channel}: frame for ${key} failed (${error.message})`),
    );

  return {
    async start() {
      unlisten = await database.listen(
        channel,
        (payload) => {
          try {
            const { key } = JSON.parse(payload) as { key?: unknown };
            if (typeof key === 'number') void refreshQuietly(key);
          } catch {
            /* not ours */
          }
        },
        () => {
          for (const key of byKey.keys()) void refreshQuietly(key);
        },
      );
      timer = setInterval(() => {
        for (const clients of byKey.values()) for (const c of clients) c.write(heartbeat);
      }, heartbeatMs);
      timer.unref();
    },
    subscribe(key, client) {
      let clients = byKey.get(key);
      if (!clients) byKey.set(key, (clients = new Set()));
      clients.add(client);
      void frameFor(key)
        .then((frame) => {
          if (frame && byKey.get(key)?.has(client)) client.write(frame);
        })
        .catch((error: Error) =>
          console.error(`${channel}: frame for ${key} failed (${error.message})`),
        );
      return () => {
        clients.delete(client);
        if (clients.size === 0) byKey.delete(key);
      };
    },
    closing: () => closed,
    async close() {
      closed = true;
      clearInterval(timer);
      for (const clients of byKey.values()) for (const c of clients) c.end();
      byKey.clear();
      await unlisten?.();
    },
  };
}
