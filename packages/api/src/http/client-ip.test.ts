import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpBehind } from './client-ip';

/** The address a request from `socket` with `forwarded` is counted under. */
async function seenAs(trusted: string[], socket: string, forwarded?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIpBehind(trusted)(c)));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const res = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
}

describe('the client address behind proxies', () => {
  it('believes no forwarded header unless proxies are named', async () => {
    expect(await seenAs([], '192.0.2.7', '203.0.113.9')).toBe('192.0.2.7');
  });

  it('takes the address nginx was connected from', async () => {
    expect(await seenAs(['127.0.0.1'], '127.0.0.1', '198.51.100.20')).toBe('198.51.100.20');
    // A dual-stack socket reports an IPv4 proxy as ::ffff:a.b.c.d.
    expect(await seenAs(['127.0.0.1'], '::ffff:127.0.0.1', '198.51.100.20')).toBe('198.51.100.20');
  });

  it('ignores what a client wrote into the header before nginx appended its address', async () => {
    expect(await seenAs(['10.0.0.0/8'], '10.1.2.3', '203.0.113.9, 198.51.100.20')).toBe(
      '198.51.100.20',
    );
  });

  it('walks past every trusted hop: a load balancer in front of nginx', async () => {
    expect(
      await seenAs(['10.0.0.0/8', 'fd00::/8'], '10.0.0.5', '203.0.113.9, 2001:db8::1, fd00::7'),
    ).toBe('2001:db8::1');
  });

  it('believes nothing a client sends straight to the API', async () => {
    expect(await seenAs(['10.0.0.0/8'], '192.0.2.7', '10.0.0.9')).toBe('192.0.2.7');
  });

  it('keeps the proxy’s address when its header is missing or unreadable', async () => {
    expect(await seenAs(['127.0.0.1'], '127.0.0.1')).toBe('127.0.0.1');
    expect(await seenAs(['127.0.0.1'], '127.0.0.1', '198.51.100.20:4711')).toBe('127.0.0.1');
  });

  it('refuses to start with a proxy it cannot read', () => {
    expect(() => clientIpBehind(['nginx'])).toThrow('AJAR_TRUSTED_PROXIES: "nginx"');
    expect(() => clientIpBehind(['10.0.0.0/33'])).toThrow('not an address or a range');
    expect(() => clientIpBehind(['10.0.0.0/8/1'])).toThrow('not an address or a range');
  });
});
