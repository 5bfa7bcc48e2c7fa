import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createHarness, type Harness } from '../testing/harness';

let h: Harness;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ajar-headers-'));
  await mkdir(path.join(dir, 'dist/assets'), { recursive: true });
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>Ajar</title>');
  await writeFile(path.join(dir, 'dist/assets/app-1a2b.js'), 'console.log(1)');
  await mkdir(path.join(dir, 'dist/media'), { recursive: true });
  await writeFile(path.join(dir, 'dist/media/panduan-delegasi.pdf'), '%PDF-1.4');
  h = await createHarness({ appDistDir: path.join(dir, 'dist') });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

function expectSecured(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // 'self', so the app's own PDF viewer (<object>) may show a same-origin file; no other site.
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toMatch(/frame-ancestors[^;]*('none'|\*|https:)/);
  expect(csp).toContain("base-uri 'self'");
  // A course video on another https host plays; plugins stay same-origin.
  expect(csp).toContain("media-src 'self' https:");
  expect(csp).toContain("object-src 'self';");
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('come with the app’s HTML, its static files and the API’s JSON and errors', async () => {
    for (const url of [
      '/',
      '/courses/1',
      '/assets/app-1a2b.js',
      '/media/panduan-delegasi.pdf',
      '/v1/health',
      '/v1/nope',
    ]) {
      const res = await h.app.request(url);
      expectSecured(res);
    }
  });

  it('keep an answer for a signed-in caller out of every cache', async () => {
    const token = await h.login('member@ajar.local');
    const mine = await h.app.request('/v1/auth/me', bearer(token));
    expect(mine.status).toBe(200);
    expectSecured(mine);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const refused = await h.app.request('/v1/notifications/2147483647/read', {
      method: 'POST',
      ...bearer(token),
    });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The public catalogue stays cacheable for visitors.
    const publicList = await h.app.request('/v1/courses');
    expect(publicList.headers.get('cache-control')).not.toBe('no-store');
  });
});
