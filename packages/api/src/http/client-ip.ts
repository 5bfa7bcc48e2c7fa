import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Where a request came from, for rate limits and the security log. */
export type ClientIp = (c: Context) => string;

/** The socket's address. Forwarded headers are not trusted: any client can write them. */
export const socketIp: ClientIp = (c) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
};
