import { SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '../contract/limits';
import type { ThemeUpdatedEvent } from '../contract/company';
import type { Database } from '../db/client';

/** One PostgreSQL channel carries every company's theme change to every API process. */
export const THEME_CHANNEL = 'ajar_theme';

export interface StreamClient {
  write(frame: Uint8Array): void;
  end(): void;
}

export interface ThemeHub {
  /** Starts listening on the database channel and the heartbeat. */
  start(): Promise<void>;
  subscribe(companyId: number, client: StreamClient): () => void;
  /** Announces a change to every process (and so every open page) of the company. */
  publish(companyId: number, primaryColor: string): Promise<void>;
  clientCount(): number;
  /**
   * True once `close` has begun: a stream opened now (a page reconnecting over a kept-alive
   * connection to a server shutting down) would never be ended, and would hold both the
   * shutdown and the page's reconnection to the next server.
   */
  closing(): boolean;
  /** Ends every open stream (shutdown) and stops listening. */
  close(): Promise<void>;
}

const encoder = new TextEncoder();

/** The first frame of a stream: the reconnection delay, then `connected`. */
export function sseOpening(data: unknown): Uint8Array {
  return encoder.encode(
    `retry: ${SSE_RETRY_MS}\nevent: connected\ndata: ${JSON.stringify(data)}\n\n`,
  );
}

/** One SSE frame; `data` is JSON on one line, so no line splitting is needed. */
export function sseFrame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export function themeHub(database: Database, heartbeatMs = SSE_HEARTBEAT_MS): ThemeHub {
  const byCompany = new Map<number, Set<StreamClient>>();
  const heartbeat = encoder.encode(': ping\n\n');
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function send(companyId: number, primaryColor: string) {
    const clients = byCompany.get(companyId);
    if (!clients) return;
    // Encoded once, written to every stream of the company.
    const event: ThemeUpdatedEvent = { theme: { primaryColor } };
    const frame = sseFrame('theme-updated', event);
    for (const client of clients) client.write(frame);
  }

  function deliver(payload: string) {
    let message: { companyId?: unknown; primaryColor?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message.primaryColor === 'string')
      send(Number(message.companyId), message.primaryColor);
  }

  /**
   * Sends every company with open streams its current colour: a change made while the
   * database connection was down never arrived as a notice.
   */
  async function resync() {
    const ids = [...byCompany.keys()];
    if (ids.length === 0) return;
    const rows = await database.db
      .selectFrom('companies')
      .select(['id', 'primary_color'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) send(row.id, row.primary_color);
  }

  const each = (fn: (client: StreamClient) => void) => {
    for (const clients of byCompany.values()) for (const client of clients) fn(client);
  };

  return {
    async start() {
      unlisten = await database.listen(THEME_CHANNEL, deliver, () => {
        resync().catch((error: Error) => console.error(`theme: resync failed (${error.message})`));
      });
      timer = setInterval(() => each((client) => client.write(heartbeat)), heartbeatMs);
      timer.unref();
    },
    subscribe(companyId, client) {
      let clients = byCompany.get(companyId);
      if (!clients) byCompany.set(companyId, (clients = new Set()));
      clients.add(client);
      return () => {
        clients.delete(client);
        if (clients.size === 0) byCompany.delete(companyId);
      };
    },
    publish(companyId, primaryColor) {
      return database.notify(THEME_CHANNEL, JSON.stringify({ companyId, primaryColor }));
    },
    clientCount() {
      let n = 0;
      for (const clients of byCompany.values()) n += clients.size;
      return n;
    },
    closing: () => closed,
    async close() {
      closed = true;
      clearInterval(timer);
      each((client) => client.end());
      byCompany.clear();
      await unlisten?.();
    },
  };
}
