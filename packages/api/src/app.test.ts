import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { tokenService } from './auth/tokens';
import type { Database } from './db/client';
import { createHarness, type Harness } from './testing/harness';

let h: Harness;
const bigScript = Array.from(
  { length: 400 },
  (_, i) => `export const label${i} = 'Kursus ${i}';`,
).join('\n');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ajar-api-'));
  await mkdir(path.join(dir, 'dist/assets'), { recursive: true });
  await mkdir(path.join(dir, 'locales/id'), { recursive: true });
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>Ajar</title>');
  await writeFile(path.join(dir, 'dist/assets/app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'dist/assets/big-3c4d.js'), bigScript);
  await writeFile(path.join(dir, 'locales/id/common.json'), '{"app":{"title":"Ajar"}}');
  h = await createHarness({
    seed: false,
    appDistDir: path.join(dir, 'dist'),
    localesDir: path.join(dir, 'locales'),
  });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const app = () => h.app;

describe('GET /v1/health', () => {
  it('answers JSON with the database status', async () => {
    const res = await app().request('/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database does not answer', async () => {
    const down: Database = { ...h.database, ping: async () => false };
    const res = await createApp({ database: down, tokens: tokenService('x'), hub: h.hub }).request(
      '/v1/health',
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
  });
});

describe('serving the product', () => {
  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await app().request('/v1/nope', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('falls back to index.html for client-side routes, whatever the client accepts', async () => {
    for (const url of ['/', '/courses/42', '/my-courses/7/riwayat-evaluasi']) {
      const res = await app().request(url, { headers: { accept: '*/*' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Ajar</title>');
    }
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    const res = await app().request('/assets/gone-123.js');
    expect(res.status).toBe(404);
  });

  it('compresses text assets with the best encoding the browser accepts', async () => {
    const fetchWith = (acceptEncoding: string) =>
      app().request('/assets/big-3c4d.js', { headers: { 'accept-encoding': acceptEncoding } });
    const br = await fetchWith('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(bigScript.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(bigScript);

    const gzip = await fetchWith('gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bigScript);

    const plain = await fetchWith('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('leaves tiny files uncompressed', async () => {
    const res = await app().request('/assets/app-1a2b.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('console.log(1)');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app().request('/assets/app-1a2b.js');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves translations and refuses paths that escape their folder', async () => {
    const ok = await app().request('/locales/id/common.json');
    expect(await ok.json()).toEqual({ app: { title: 'Ajar' } });
    const escape = await app().request('/locales/..%2F..%2Fetc%2Fpasswd');
    expect(escape.status).toBe(404);
  });
});

describe('API reference', () => {
  it('publishes an OpenAPI 3 document covering every route', async () => {
    const res = await app().request('/v1/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/v1/auth/login',
      '/v1/auth/partner/login',
      '/v1/auth/me',
      '/v1/company/settings',
      '/v1/company/theme',
      '/v1/company/theme/events',
      '/v1/courses',
      '/v1/courses/{id}',
      '/v1/roadmaps/{id}',
      '/v1/events',
      '/v1/schedule',
      '/v1/notifications',
    ])
      expect(Object.keys(doc.paths)).toContain(route);
  });

  it('renders a readable reference page from it, without scripts', async () => {
    const res = await app().request('/v1/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<code>/v1/courses/{id}</code>');
    expect(html).toContain('id="schema-CourseDetail"');
    expect(html).not.toContain('<script');
  });

  it('answers an unknown API path in the request language', async () => {
    const res = await app().request('/v1/nope', { headers: { 'accept-language': 'en' } });
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'The address /v1/nope does not exist' },
    });
  });
});
