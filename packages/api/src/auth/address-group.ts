import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function hextets(address: string): number[] {
  const groups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [Number.parseInt(g, 16)];
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = '', tail] = address.split('::');
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What per-address sign-in limits count under. One IPv6 client is handed a whole /64 (and
 * can use any of its 2^64 addresses), so the /64 prefix is the client; an IPv4 address, or
 * one mapped into IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket reports it), is itself.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0]!; // a zone (fe80::1%eth0) names our interface, not the client
  if (isIPv4(address) || !isIPv6(address)) return address;
  const h = hextets(address);
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff)
    return [h[6]! >> 8, h[6]! & 255, h[7]! >> 8, h[7]! & 255].join('.');
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
