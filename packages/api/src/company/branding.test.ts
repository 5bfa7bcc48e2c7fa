import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from '../contract/limits';
import { bearer, createHarness, sseReader, type Harness } from '../testing/harness';

let h: Harness;
let ajarAdmin: string;
let nusantaraAdmin: string;
beforeAll(async () => {
  h = await createHarness();
  ajarAdmin = await h.login('admin@ajar.local');
  nusantaraAdmin = await h.login('admin@nusantara.local');
  // Each company on its own address, as a deployment registers them.
  await h.database.db
    .updateTable('companies')
    .set({ hostname: 'belajar.ajar.test' })
    .where('name', '=', 'Ajar Demo')
    .execute();
  await h.database.db
    .updateTable('companies')
    .set({ hostname: 'training.nusantara.test' })
    .where('name', '=', 'Nusantara Logistik')
    .execute();
});
afterAll(() => h.close());

const AJAR_HOST = 'belajar.ajar.test';
const NUSANTARA_HOST = 'training.nusantara.test';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// An icon directory with one 16x16 entry, then its (here meaningless) image bytes.
const ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0]),
  Buffer.from([1, 2, 3, 4]),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

const settingsOf = async (host: string, init: RequestInit = {}) =>
  h.app.request('/v1/company/settings', {
    ...init,
    headers: { host, ...(init.headers as Record<string, string>) },
  });

const putBranding = (token: string, body: unknown, lang = 'id') =>
  h.app.request('/v1/company/branding', {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': lang,
    },
    body: JSON.stringify(body),
  });

const upload = (token: string, kind: string, bytes: Buffer, lang = 'id') =>
  h.app.request(`/v1/company/branding/${kind}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': lang,
    },
    body: JSON.stringify({ image: bytes.toString('base64') }),
  });

interface Settings {
  title: string;
  favicon: string | null;
  faviconTitle: string | null;
  logo: string | null;
  theme: { primaryColor: string };
}

describe('public settings by host', () => {
  it('gives each company’s host its own name and colour, before anyone signs in', async () => {
    const ajar = (await (await settingsOf(AJAR_HOST)).json()) as Settings;
    const nusantara = (await (await settingsOf(NUSANTARA_HOST)).json()) as Settings;
    expect(ajar).toMatchObject({ title: 'Ajar', theme: { primaryColor: '#FF4048' } });
    expect(nusantara).toMatchObject({
      title: 'Nusantara Academy',
      theme: { primaryColor: '#1A2B4C' },
    });
  });

  it('may be cached but is asked for again; unchanged, it answers 304', async () => {
    const first = await settingsOf(NUSANTARA_HOST);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await settingsOf(NUSANTARA_HOST, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    const signedIn = await settingsOf(NUSANTARA_HOST, bearer(nusantaraAdmin));
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });
});

describe('branding by an admin', () => {
  it('changes name, favicon title and colour; visitors of that host see them', async () => {
    const before = await settingsOf(NUSANTARA_HOST);
    const res = await putBranding(nusantaraAdmin, {
      displayName: '  Nusantara Learning  ',
      faviconTitle: 'Belajar Nusantara',
      primaryColor: '#00695c',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      displayName: 'Nusantara Learning',
      faviconTitle: 'Belajar Nusantara',
      primaryColor: '#00695C',
    });
    const after = await settingsOf(NUSANTARA_HOST, {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({
      title: 'Nusantara Learning',
      faviconTitle: 'Belajar Nusantara',
      theme: { primaryColor: '#00695C' },
    });
    // The other company's host is untouched.
    expect(await (await settingsOf(AJAR_HOST)).json()).toMatchObject({ title: 'Ajar' });
  });

  it('pushes the colour to the signed-out pages of that host only', async () => {
    const ajarPage = sseReader(
      await h.app.request('/v1/company/theme/host-events', { headers: { host: AJAR_HOST } }),
    );
    const otherPage = sseReader(
      await h.app.request('/v1/company/theme/host-events', { headers: { host: NUSANTARA_HOST } }),
    );
    expect((await ajarPage.next()).event).toBe('connected');
    expect((await otherPage.next()).event).toBe('connected');
    await putBranding(ajarAdmin, {
      displayName: 'Ajar',
      faviconTitle: '',
      primaryColor: '#7B1FA2',
    });
    const update = await ajarPage.next();
    expect(update.event).toBe('theme-updated');
    expect(JSON.parse(update.data)).toEqual({ theme: { primaryColor: '#7B1FA2' } });
    await expect(otherPage.next(300)).rejects.toThrow('no server-sent event in time');
    await ajarPage.cancel();
    await otherPage.cancel();
  }, 15_000);

  it('cannot reach another company: the company is always the admin’s own', async () => {
    await putBranding(ajarAdmin, {
      displayName: 'Ajar Baru',
      faviconTitle: null,
      primaryColor: '#123456',
    });
    const nusantara = (await (await settingsOf(NUSANTARA_HOST)).json()) as Settings;
    expect(nusantara.title).not.toBe('Ajar Baru');
    expect(nusantara.theme.primaryColor).not.toBe('#123456');
    const read = await h.app.request('/v1/company/branding', bearer(nusantaraAdmin));
    expect(((await read.json()) as { displayName: string }).displayName).not.toBe('Ajar Baru');
  });

  it('refuses members and trainers with 403 and changes nothing', async () => {
    const before = await (await settingsOf(AJAR_HOST)).text();
    for (const email of ['member@ajar.local', 'trainer@ajar.local']) {
      const token = await h.login(email);
      expect((await h.app.request('/v1/company/branding', bearer(token))).status).toBe(403);
      const put = await putBranding(token, {
        displayName: 'Diretas',
        faviconTitle: null,
        primaryColor: '#000000',
      });
      expect(put.status).toBe(403);
      expect((await upload(token, 'logo', PNG)).status).toBe(403);
      const remove = await h.app.request('/v1/company/branding/logo', {
        method: 'DELETE',
        ...bearer(token),
      });
      expect(remove.status).toBe(403);
    }
    expect((await h.app.request('/v1/company/branding')).status).toBe(401);
    expect(await (await settingsOf(AJAR_HOST)).text()).toBe(before);
  });

  it('checks name and title with the same messages as the form', async () => {
    const empty = await putBranding(ajarAdmin, {
      displayName: '  ',
      faviconTitle: null,
      primaryColor: '#123456',
    });
    expect(await empty.json()).toEqual({
      error: { code: 'required', message: 'Nama perusahaan wajib diisi', field: 'displayName' },
    });
    const long = await putBranding(
      ajarAdmin,
      { displayName: 'x'.repeat(81), faviconTitle: null, primaryColor: '#123456' },
      'en',
    );
    expect(await long.json()).toEqual({
      error: {
        code: 'too_long',
        message: 'Company name must be at most 80 characters',
        field: 'displayName',
      },
    });
  });
});

describe('logo and favicon', () => {
  it('stores a PNG logo and serves it as that type, never sniffed, cacheable for good', async () => {
    const res = await upload(ajarAdmin, 'logo', PNG);
    expect(res.status).toBe(200);
    const { logo } = (await res.json()) as { logo: string };
    expect(logo).toMatch(/^\/v1\/company\/images\/\d+\/logo\/[0-9a-f]{16}$/);
    const image = await h.app.request(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Visitors of the host get it in the public settings.
    expect(await (await settingsOf(AJAR_HOST)).json()).toMatchObject({ logo });
  });

  it('refuses SVG (scripts), a renamed script, and the wrong kind, naming the types', async () => {
    const svg = await upload(ajarAdmin, 'logo', SVG);
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({
      error: {
        code: 'image_type',
        message: 'Logo harus berupa berkas PNG, JPEG, WebP',
        field: 'logo',
      },
    });
    expect((await upload(ajarAdmin, 'logo', Buffer.from('alert(1)'))).status).toBe(400);
    const jpegIcon = await upload(ajarAdmin, 'favicon', JPEG, 'en');
    expect(((await jpegIcon.json()) as { error: { message: string } }).error.message).toBe(
      'Favicon must be a ICO, PNG file',
    );
  });

  it('refuses an image over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await upload(ajarAdmin, 'logo', big, 'en');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'image_too_large',
        message: 'Logo is too large (at most 256 KB)',
        field: 'logo',
      },
    });
    const icon = await upload(
      ajarAdmin,
      'favicon',
      Buffer.concat([ICO, Buffer.alloc(FAVICON_MAX_BYTES)]),
    );
    expect(icon.status).toBe(400);
  });

  it('stores an ICO favicon: the settings name it; removing it falls back', async () => {
    const res = await upload(nusantaraAdmin, 'favicon', ICO);
    const { favicon } = (await res.json()) as { favicon: string };
    const served = await h.app.request(favicon);
    expect(served.headers.get('content-type')).toBe('image/x-icon');
    expect(await (await settingsOf(NUSANTARA_HOST)).json()).toMatchObject({ favicon });
    // Another company's host does not get it.
    expect(((await (await settingsOf(AJAR_HOST)).json()) as Settings).favicon).not.toBe(favicon);
    const removed = await h.app.request('/v1/company/branding/favicon', {
      method: 'DELETE',
      ...bearer(nusantaraAdmin),
    });
    expect(await removed.json()).toMatchObject({ favicon: null });
    expect((await h.app.request(favicon)).status).toBe(404);
  });
});
