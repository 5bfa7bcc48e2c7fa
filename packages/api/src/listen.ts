import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s by default,
 * while a client or proxy that kept it may send its next request on it at that very moment:
 * the request then dies with ECONNRESET (an end-to-end PUT did, 2026-11-28). Longer than the
 * idle timeout of the clients and proxies that reuse connections (nginx upstream keepalive and
 * cloud load balancers: 60 s), so they always close first. `server.close()` still ends idle
 * connections at once.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Listens with the product's connection timeouts; resolves once listening. */
export function listen(fetch: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<ServerType>((resolve) => {
    const server = serve({ fetch, port }, () => resolve(server));
    const http = server as Server;
    http.keepAliveTimeout = KEEP_ALIVE_MS;
    // Must outlast the keep-alive timeout, or a slow next request's headers are cut short.
    http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  });
}
