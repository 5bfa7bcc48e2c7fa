import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen } from './listen';

describe('the listening server', () => {
  it('keeps idle connections longer than the clients and proxies that reuse them', async () => {
    const server = (await listen(() => new Response('ok'), 0)) as Server;
    try {
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(await res.text()).toBe('ok');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
