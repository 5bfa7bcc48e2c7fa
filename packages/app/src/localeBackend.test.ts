import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './localeBackend';

type Answer = [error: unknown, data: unknown];

function read(language = 'en', namespace = 'common') {
  return new Promise<Answer>((resolve) => {
    localeBackend.read(language, namespace, (error, data) => resolve([error, data]));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('localeBackend', () => {
  it("fetches the language's file and hands i18next its translations", async () => {
    const fetch = vi.fn(async () => Response.json({ nav: { home: 'Home' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await read('en', 'common')).toEqual([null, { nav: { home: 'Home' } }]);
    expect(fetch).toHaveBeenCalledWith('/locales/en/common.json');
  });

  it('asks i18next to retry after a server error or a lost connection, not after a 404', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }));
    expect((await read())[1]).toBe(true);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read())[1]).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    const [error, retry] = await read();
    expect(String(error)).toContain('/locales/en/common.json answered 404');
    expect(retry).toBe(false);
  });

  it('reports a file that is not JSON without retrying', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const [error, retry] = await read();
    expect(String(error)).toContain('not valid JSON');
    expect(retry).toBe(false);
  });
});
