import { BlockList, isIP } from 'node:net';
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

const family = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * The proxies `AJAR_TRUSTED_PROXIES` names: addresses and ranges (`10.0.0.5`, `10.0.0.0/8`,
 * `fd00::/8`). A mistyped entry stops the start: silently ignored, it would put every client
 * behind the proxy under the proxy's one address.
 */
function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const prefix = Number(bits);
    const max = isIP(address) === 4 ? 32 : 128;
    if (!isIP(address) || rest.length || (bits !== undefined && !(prefix >= 0 && prefix <= max)))
      throw new Error(`AJAR_TRUSTED_PROXIES: "${entry}" is not an address or a range`);
    if (bits === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, prefix, family(address));
  }
  return list;
}

/**
 * The client's address behind the given proxies (nginx, a load balancer): when the socket is
 * one of them, `X-Forwarded-For` is read from the right, past every hop that is a proxy too,
 * to the first that is not. Each proxy appends the address it was connected from, so only the
 * header's left part is the client's to write, and that part is never reached. With no proxies
 * named, the socket's address, as before.
 */
export function clientIpBehind(trusted: readonly string[]): ClientIp {
  if (trusted.length === 0) return socketIp;
  const proxies = proxyList(trusted);
  const isProxy = (address: string) =>
    isIP(address) !== 0 && proxies.check(address, family(address));
  return (c) => {
    let client = socketIp(c);
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    while (isProxy(client) && hops.length) {
      const hop = hops.pop()!;
      // Not an address (a proxy that writes ports, a mangled header): the proxy's own stands.
      if (!isIP(hop)) break;
      client = hop;
    }
    return client;
  };
}
