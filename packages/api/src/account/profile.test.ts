import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../contract/profile';
import { MAX_PHOTO_BYTES, PHOTO_SIZE_PX, PROFILE_NAME_MAX_LENGTH } from '../contract/profile-rules';
import { bearer, createHarness, type Harness } from '../testing/harness';
import { userByEmail } from '../testing/lookups';

let h: Harness;
let member: string;
let member2: string;
beforeAll(async () => {
  h = await createHarness();
  member = await h.login('member@ajar.local');
  member2 = await h.login('member2@ajar.local');
});
afterAll(() => h.close());

const getProfile = async (token: string) => {
  const res = await h.app.request('/v1/me/profile', bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
};
const patch = (token: string, body: unknown, lang = 'id') =>
  h.app.request('/v1/me/profile', {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': lang,
    },
    body: JSON.stringify(body),
  });
const upload = (token: string, body: Uint8Array | string, type = 'image/png', lang = 'id') =>
  h.app.request('/v1/me/photo', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': lang },
    body,
  });
const photoOf = (token: string, id: number, extra: Record<string, string> = {}) =>
  h.app.request(`/v1/users/${id}/photo`, bearer(token, extra));
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

describe('my profile', () => {
  it('shows my employment facts and my supervisor’s name', async () => {
    const profile = await getProfile(member);
    expect(profile).toMatchObject({
      email: 'member@ajar.local',
      name: 'Rina Kusuma',
      language: 'id',
      photo: null,
      employment: {
        employeeNumber: 'AJR-0104',
        department: 'Penjualan',
        position: 'Kepala Tim Penjualan',
        supervisor: { name: 'Budi Santoso' },
      },
    });
  });

  it('saves name, phone (without separators) and language, for me only', async () => {
    const before = await getProfile(member2);
    const res = await patch(member, {
      name: '  Rina K. Kusuma ',
      phone: '0812-3456-7890',
      language: 'en',
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Profile;
    expect(saved).toMatchObject({ name: 'Rina K. Kusuma', phone: '081234567890', language: 'en' });
    expect(await getProfile(member)).toMatchObject({ name: 'Rina K. Kusuma', language: 'en' });
    // The other member's profile is untouched; only the name of their supervisor (Rina) reads anew.
    const after = await getProfile(member2);
    expect(after).toEqual({
      ...before,
      employment: {
        ...before.employment,
        supervisor: { ...before.employment.supervisor, name: 'Rina K. Kusuma' },
      },
    });
    const cleared = await patch(member, { phone: '', name: 'Rina Kusuma', language: 'id' });
    expect(((await cleared.json()) as Profile).phone).toBeNull();
  });

  it('refuses bad values with the same messages the form shows, in id and en', async () => {
    const cases: [unknown, string, string, string][] = [
      [{ name: '   ' }, 'name', 'Nama wajib diisi', 'Name is required'],
      [
        { name: 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1) },
        'name',
        `Nama maksimal ${PROFILE_NAME_MAX_LENGTH} karakter`,
        `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`,
      ],
      [
        { phone: '12345' },
        'phone',
        'Nomor ponsel harus nomor ponsel Indonesia yang diawali +62 atau 08',
        'Mobile number must be an Indonesian mobile number starting with +62 or 08',
      ],
      [
        { language: 'fr' },
        'language',
        'Bahasa harus salah satu diantara id, en',
        'Language must be one of id, en',
      ],
    ];
    for (const [body, field, id, en] of cases) {
      const resId = await patch(member, body, 'id');
      expect(resId.status).toBe(400);
      expect(await errorOf(resId)).toMatchObject({ field, message: id });
      expect((await errorOf(await patch(member, body, 'en'))).message).toBe(en);
    }
    expect(await getProfile(member)).toMatchObject({ name: 'Rina Kusuma', language: 'id' });
  });

  it('refuses text no database can store, and a save with nothing in it', async () => {
    for (const body of [
      { name: 'a\u0000b' },
      { name: '\ud800' },
      { phone: '0812\u00003456789' },
      {},
    ])
      expect((await patch(member, body)).status).toBe(400);
  });

  it('cannot write employment facts', async () => {
    for (const body of [
      { department: 'Direksi' },
      { position: 'Direktur' },
      { employeeNumber: 'X-1' },
      { supervisorId: 1 },
      { employment: { position: 'Direktur' } },
      { name: 'Rina Kusuma', supervisor: null },
    ]) {
      const res = await patch(member, body);
      expect(res.status).toBe(400);
    }
    expect((await getProfile(member)).employment).toMatchObject({
      employeeNumber: 'AJR-0104',
      position: 'Kepala Tim Penjualan',
      supervisor: { name: 'Budi Santoso' },
    });
  });

  it('has no way to name another person’s profile', async () => {
    const other = await userByEmail(h.database.db, 'member2@ajar.local');
    for (const method of ['GET', 'PATCH', 'PUT'])
      expect(
        (
          await h.app.request(`/v1/users/${other.id}/profile`, {
            method,
            ...bearer(member, { 'content-type': 'application/json' }),
            ...(method === 'GET' ? {} : { body: '{"name":"x"}' }),
          })
        ).status,
      ).toBe(404);
    expect(await h.app.request('/v1/me/profile')).toHaveProperty('status', 401);
  });
});

describe('my photo', () => {
  it('is re-encoded to a square WebP without the file’s metadata, and served to my company', async () => {
    const original = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#d33' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-note' } })
      .toBuffer();
    expect(original.includes('secret-location-note')).toBe(true);
    const res = await upload(member, original, 'application/octet-stream');
    expect(res.status).toBe(200);
    const profile = (await res.json()) as Profile;
    expect(profile.photo?.etag).toBeTruthy();

    const served = await photoOf(member2, profile.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"${profile.photo!.etag}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHOTO_SIZE_PX, height: PHOTO_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-location-note')).toBe(false);

    const again = await photoOf(member, profile.id, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('takes a PNG, read by its bytes whatever the name says', async () => {
    const res = await upload(member2, await png(300, 500), 'image/jpeg');
    expect(res.status).toBe(200);
    const { id } = await userByEmail(h.database.db, 'member2@ajar.local');
    const meta = await sharp(
      Buffer.from(await (await photoOf(member, id)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([PHOTO_SIZE_PX, PHOTO_SIZE_PX]);
  });

  it('refuses SVG, text dressed as PNG, broken images and huge files, keeping the old photo', async () => {
    const before = (await getProfile(member)).photo;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const svgRes = await upload(member, svg, 'image/svg+xml');
    expect(svgRes.status).toBe(415);
    expect(await errorOf(svgRes)).toMatchObject({
      code: 'unsupported_photo_type',
      field: 'photo',
      message: 'Foto harus berupa gambar JPEG, PNG, atau WebP',
    });
    const text = await upload(member, 'just some text, named photo.png', 'image/png', 'en');
    expect(text.status).toBe(415);
    expect((await errorOf(text)).message).toBe('The photo must be a JPEG, PNG or WebP image');
    // A real PNG signature with nothing decodable behind it.
    const head = (await png(10, 10)).subarray(0, 16);
    const broken = await upload(member, Buffer.concat([head, Buffer.from('<script>x</script>')]));
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe('unreadable_photo');
    const huge = await upload(
      member,
      Buffer.concat([await png(10, 10), Buffer.alloc(MAX_PHOTO_BYTES)]),
    );
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toBe('Foto terlalu besar (maksimal 2 MB)');
    expect((await getProfile(member)).photo).toEqual(before);
  });

  it('drops a script appended to a real image', async () => {
    const polyglot = Buffer.concat([await png(64, 64), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(member2, polyglot);
    expect(res.status).toBe(200);
    const { id } = await userByEmail(h.database.db, 'member2@ajar.local');
    const bytes = Buffer.from(await (await photoOf(member2, id)).arrayBuffer());
    expect(bytes.includes('<script')).toBe(false);
  });

  it('is not readable outside my company, nor signed out, and is gone once removed', async () => {
    const { id } = await userByEmail(h.database.db, 'member@ajar.local');
    expect((await photoOf(member2, id)).status).toBe(200);
    const outsider = await h.login('member@nusantara.local');
    expect((await photoOf(outsider, id)).status).toBe(404);
    expect((await h.app.request(`/v1/users/${id}/photo`)).status).toBe(401);
    const removed = await h.app.request('/v1/me/photo', { method: 'DELETE', ...bearer(member) });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Profile).photo).toBeNull();
    expect((await photoOf(member2, id)).status).toBe(404);
  });
});
