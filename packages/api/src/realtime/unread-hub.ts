import type { Kysely } from 'kysely';
import { SSE_HEARTBEAT_MS } from '../contract/limits';
import type { UnreadChangedEvent } from '../contract/notifications';
import type { Database } from '../db/client';
import type { Schema } from '../db/schema';
import { UNREAD_CHANNEL } from '../notifications/outbox.queries';
import { notificationCounts } from '../notifications/notifications.queries';
import { sseFrame, type StreamClient } from './theme-hub';

export interface UnreadHub {
  start(): Promise<void>;
  subscribe(userId: number, client: StreamClient): () => void;
  /** Sends the user's open pages their unread count now (a page that just connected). */
  refresh(userId: number): Promise<void>;
  closing(): boolean;
  close(): Promise<void>;
}

const heartbeat = new TextEncoder().encode(': ping\n\n');

/**
 * Each user's open pages hear their unread count whenever it changes. A change announces
 * itself on a database channel (sent on commit), so every API process hears of it and each
 * reads the count once for the user's streams it holds.
 */
export function unreadHub(database: Database, heartbeatMs = SSE_HEARTBEAT_MS): UnreadHub {
  const db: Kysely<Schema> = database.db;
  const byUser = new Map<number, Set<StreamClient>>();
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function refresh(userId: number) {
    const clients = byUser.get(userId);
    if (!clients) return;
    const { unread } = await notificationCounts(db, userId);
    const event: UnreadChangedEvent = { unread };
    const frame = sseFrame('unread', event);
    for (const client of byUser.get(userId) ?? []) client.write(frame);
  }

  const refreshQuietly = (userId: number) =>
    refresh(userId).catch((error: Error) =>
      console.error(`notifications: unread count failed (${error.message})`),
    );

  return {
    async start() {
      unlisten = await database.listen(
        UNREAD_CHANNEL,
        (payload) => {
          try {
            const { userId } = JSON.parse(payload) as { userId?: unknown };
            if (typeof userId === 'number') void refreshQuietly(userId);
          } catch {
            /* not ours */
          }
        },
        // Changes made while the connection was down never arrived: send every count again.
        () => {
          for (const userId of byUser.keys()) void refreshQuietly(userId);
        },
      );
      timer = setInterval(() => {
        for (const clients of byUser.values()) for (const c of clients) c.write(heartbeat);
      }, heartbeatMs);
      timer.unref();
    },
    subscribe(userId, client) {
      let clients = byUser.get(userId);
      if (!clients) byUser.set(userId, (clients = new Set()));
      clients.add(client);
      return () => {
        clients.delete(client);
        if (clients.size === 0) byUser.delete(userId);
      };
    },
    refresh: refreshQuietly,
    closing: () => closed,
    async close() {
      closed = true;
      clearInterval(timer);
      for (const clients of byUser.values()) for (const c of clients) c.end();
      byUser.clear();
      await unlisten?.();
    },
  };
}
