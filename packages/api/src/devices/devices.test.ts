import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../contract/auth';
import type { ApiErrorBody } from '../contract/common';
import { DEVICE_TOKEN_MAX_LENGTH, type Device } from '../contract/devices';
import { bearer, createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const send = (method: 'POST' | 'DELETE', token: string | null, body: unknown, lang = 'id') =>
  h.app.request('/v1/devices', {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? bearer(token).headers : {}),
    },
    body: JSON.stringify(body),
  });
const register = (token: string | null, body: unknown, lang?: string) =>
  send('POST', token, body, lang);
const unregister = (token: string | null, body: unknown) => send('DELETE', token, body);

const owner = (deviceToken: string) =>
  h.database.db
    .selectFrom('devices')
    .innerJoin('users', 'users.id', 'devices.user_id')
    .select(['users.email', 'devices.company_id'])
    .where('token', '=', deviceToken)
    .executeTakeFirst();

describe('devices', () => {
  it('needs a signed-in user', async () => {
    expect((await register(null, { token: 'fcm-a', platform: 'web' })).status).toBe(401);
    expect((await register('not-a-token', { token: 'fcm-a', platform: 'web' })).status).toBe(401);
    expect((await unregister(null, { token: 'fcm-a' })).status).toBe(401);
    expect(await owner('fcm-a')).toBeUndefined();
  });

  it('registers a new token with 201, then answers 200 and refreshes last seen', async () => {
    const member = await h.login('member@ajar.local');
    const first = await register(member, { token: 'fcm-member-1', platform: 'web' });
    expect(first.status).toBe(201);
    const created = (await first.json()) as Device;
    expect(created).toMatchObject({ token: 'fcm-member-1', platform: 'web' });
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const again = await register(member, { token: 'fcm-member-1', platform: 'web' });
    expect(again.status).toBe(200);
    const known = (await again.json()) as Device;
    expect(known).toMatchObject({ id: created.id, createdAt: created.createdAt });
    expect(Date.parse(known.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(created.lastSeenAt));
    expect(await owner('fcm-member-1')).toMatchObject({ email: 'member@ajar.local' });
  });

  it('moves a token registered again by another user of the same company to that user', async () => {
    const member = await h.login('member@ajar.local');
    const other = await h.login('member2@ajar.local');
    expect((await register(member, { token: 'fcm-shared', platform: 'web' })).status).toBe(201);
    const moved = await register(other, { token: 'fcm-shared', platform: 'web' });
    expect(moved.status).toBe(201);
    expect(await owner('fcm-shared')).toMatchObject({ email: 'member2@ajar.local' });
    // The first user no longer owns it, so cannot remove it.
    expect((await unregister(member, { token: 'fcm-shared' })).status).toBe(404);
    expect((await register(other, { token: 'fcm-shared', platform: 'web' })).status).toBe(200);
  });

  it('takes a token away from another company’s user who left that browser signed in', async () => {
    const member = await h.login('member@ajar.local');
    const other = await h.login('member@nusantara.local');
    const company = async (token: string) =>
      ((await (await h.app.request('/v1/auth/me', bearer(token))).json()) as Me).company.id;
    const owners = () =>
      h.database.db
        .selectFrom('devices')
        .innerJoin('users', 'users.id', 'devices.user_id')
        .select(['users.email', 'devices.company_id as companyId'])
        .where('token', '=', 'fcm-tenants')
        .execute();

    const before = await register(other, { token: 'fcm-tenants', platform: 'web' });
    expect(before.status).toBe(201);
    const theirs = (await before.json()) as Device;
    // The same browser, now signed in to the other company.
    const res = await register(member, { token: 'fcm-tenants', platform: 'web' });
    expect(res.status).toBe(201);
    const mine = (await res.json()) as Device;
    // Nothing of the other company's registration is shown.
    expect(mine.id).not.toBe(theirs.id);
    expect(await owners()).toEqual([
      { email: 'member@ajar.local', companyId: await company(member) },
    ]);
    // Their pushes no longer reach it, and they have nothing left to remove.
    expect((await unregister(other, { token: 'fcm-tenants' })).status).toBe(404);

    // Signed in there again, they take it back the same way.
    expect((await register(other, { token: 'fcm-tenants', platform: 'web' })).status).toBe(201);
    expect(await owners()).toEqual([
      { email: 'member@nusantara.local', companyId: await company(other) },
    ]);
    expect((await unregister(member, { token: 'fcm-tenants' })).status).toBe(404);
  });

  it('keeps one registration when two companies register one token at the same moment', async () => {
    const member = await h.login('member@ajar.local');
    const other = await h.login('member@nusantara.local');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(i % 2 ? member : other, { token: 'fcm-race', platform: 'web' }),
      ),
    );
    expect(answers.every((a) => a.status < 300)).toBe(true);
    const rows = await h.database.db
      .selectFrom('devices')
      .select('id')
      .where('token', '=', 'fcm-race')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets any signed-in role register, partners included', async () => {
    const partner = await h.app.request('/v1/auth/partner/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'partner@ajar.local', password: 'ajar-demo-123' }),
    });
    const { token } = (await partner.json()) as { token: string };
    expect((await register(token, { token: 'fcm-partner', platform: 'web' })).status).toBe(201);
  });

  it.each([
    [{ platform: 'web' }, 'required', 'Token wajib diisi', 'token'],
    [{ token: '', platform: 'web' }, 'required', 'Token wajib diisi', 'token'],
    [{ token: '   ', platform: 'web' }, 'required', 'Token wajib diisi', 'token'],
    [{ token: 12, platform: 'web' }, 'invalid', 'Token tidak valid', 'token'],
    [
      { token: 'x'.repeat(DEVICE_TOKEN_MAX_LENGTH + 1), platform: 'web' },
      'invalid',
      'Token tidak valid',
      'token',
    ],
    [{ token: 'fcm-x' }, 'required', 'Platform wajib diisi', 'platform'],
    [
      { token: 'fcm-x', platform: 'ios' },
      'not_one_of',
      'Platform harus salah satu diantara web',
      'platform',
    ],
  ])('rejects %j with a translated 400', async (body, code, message, field) => {
    const member = await h.login('member@ajar.local');
    const res = await register(member, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message, field } });
  });

  it('answers in English when asked', async () => {
    const member = await h.login('member@ajar.local');
    const res = await register(member, { platform: 'web' }, 'en');
    expect(((await res.json()) as ApiErrorBody).error.message).toBe('Token is required');
  });

  it('accepts a token of the longest allowed length', async () => {
    const member = await h.login('member@ajar.local');
    const token = 'y'.repeat(DEVICE_TOKEN_MAX_LENGTH);
    expect((await register(member, { token, platform: 'web' })).status).toBe(201);
  });

  it('removes only the caller’s own device', async () => {
    const member = await h.login('member@ajar.local');
    const admin = await h.login('admin@ajar.local');
    expect((await register(member, { token: 'fcm-mine', platform: 'web' })).status).toBe(201);

    const theirs = await unregister(admin, { token: 'fcm-mine' });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({
      error: { code: 'not_found', message: 'Token tidak ditemukan', field: 'token' },
    });
    expect(await owner('fcm-mine')).toMatchObject({ email: 'member@ajar.local' });

    const mine = await unregister(member, { token: 'fcm-mine' });
    expect(mine.status).toBe(204);
    expect(await mine.text()).toBe('');
    expect(await owner('fcm-mine')).toBeUndefined();
    expect((await unregister(member, { token: 'fcm-mine' })).status).toBe(404);
  });

  it('validates the token to remove', async () => {
    const member = await h.login('member@ajar.local');
    const res = await unregister(member, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'required', message: 'Token wajib diisi', field: 'token' },
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await (await h.app.request('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/v1/devices'] ?? {}).sort()).toEqual(['delete', 'post']);
  });
});
