import pg from 'pg';

export type Listener = (payload: string) => void;

/** How long to wait before listening again after the connection was lost. */
export const LISTEN_RETRY_MS = 1000;

export interface ListenConnection {
  /**
   * Adds a listener; the first one on a channel sends LISTEN. `onResume` runs after each
   * reconnect: notices sent while the connection was down are lost, so a listener that
   * mirrors state reads it again then.
   */
  listen(channel: string, listener: Listener, onResume?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection for LISTEN on a PostgreSQL server. When the server drops it
 * (restart, failover, an administrator ending the backend) the process must not crash and
 * open pages must go on following changes, so it connects again every `retryMs` until it
 * can, and listens on every channel it had.
 */
export function listenConnection(
  connectionString: string,
  retryMs = LISTEN_RETRY_MS,
): ListenConnection {
  const listeners = new Map<string, Set<Listener>>();
  const resumers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function lost(from: pg.Client, error?: Error) {
    if (closed || client !== from) return;
    console.error(`database: LISTEN connection lost (${error?.message ?? 'ended'}), reconnecting`);
    client = undefined;
    from.end().catch(() => {});
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(() => {
        for (const resume of resumers) resume();
      }, scheduleRetry);
    }, retryMs);
    retry.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      // Without a handler an 'error' event would end the whole process.
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      next.on('notification', (msg) => {
        for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end();
        throw new Error('closed');
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel, listener, onResume) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        try {
          // Sent even when a reconnect already did: a repeated LISTEN is harmless.
          await (await connect()).query(`listen ${channel}`);
        } catch (error) {
          listeners.delete(channel);
          throw error;
        }
      }
      set.add(listener);
      if (onResume) resumers.add(onResume);
      const channelListeners = set;
      return () => {
        channelListeners.delete(listener);
        if (onResume) resumers.delete(onResume);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}
