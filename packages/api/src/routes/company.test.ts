import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createHarness, sseReader, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const putTheme = (token: string, body: unknown, lang = 'id') =>
  h.app.request('/v1/company/theme', {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': lang,
    },
    body: JSON.stringify(body),
  });

const stream = (token: string) =>
  h.app.request(`/v1/company/theme/events?access_token=${encodeURIComponent(token)}`);

describe('tenant settings', () => {
  it('shows the demo company’s title and colour to a visitor', async () => {
    const res = await h.app.request('/v1/company/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: 'Ajar',
      favicon: null,
      faviconTitle: null,
      theme: { primaryColor: '#FF4048' },
    });
  });

  it('shows a signed-in user their own company’s settings', async () => {
    const token = await h.login('member@nusantara.local');
    const res = await h.app.request('/v1/company/settings', bearer(token));
    expect(await res.json()).toMatchObject({
      title: 'Nusantara Academy',
      theme: { primaryColor: '#1A2B4C' },
    });
  });
});

describe('PUT /v1/company/theme', () => {
  it('lets an admin change the colour and stores it upper-cased', async () => {
    const res = await putTheme(await h.login('admin@ajar.local'), { primaryColor: '#12ab9f' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ theme: { primaryColor: '#12AB9F' } });
    const settings = await (await h.app.request('/v1/company/settings')).json();
    expect(settings).toMatchObject({ theme: { primaryColor: '#12AB9F' } });
  });

  it('refuses members, trainers and partners with 403 and changes nothing', async () => {
    for (const email of ['member@ajar.local', 'trainer@ajar.local']) {
      const res = await putTheme(await h.login(email), { primaryColor: '#000000' });
      expect(res.status).toBe(403);
    }
    const partner = await h.app.request('/v1/auth/partner/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'partner@ajar.local', password: 'ajar-demo-123' }),
    });
    const { token } = (await partner.json()) as { token: string };
    expect((await putTheme(token, { primaryColor: '#000000' })).status).toBe(403);
    const settings = (await (await h.app.request('/v1/company/settings')).json()) as {
      theme: { primaryColor: string };
    };
    expect(settings.theme.primaryColor).not.toBe('#000000');
  });

  it('rejects colours that are not #RRGGBB with a translated message', async () => {
    const admin = await h.login('admin@ajar.local');
    for (const primaryColor of ['red', '#12', '', 'url(javascript:alert(1))', '#GGGGGG', 12]) {
      const res = await putTheme(admin, { primaryColor });
      expect(res.status).toBe(400);
    }
    const id = await putTheme(admin, { primaryColor: 'red' });
    expect(await id.json()).toEqual({
      error: { code: 'invalid', message: 'Warna utama tidak valid', field: 'primaryColor' },
    });
    const en = await putTheme(admin, { primaryColor: 'red' }, 'en');
    expect(((await en.json()) as { error: { message: string } }).error.message).toBe(
      'Primary colour is not valid',
    );
  });
});

describe('theme stream', () => {
  it('refuses a stream without a valid token', async () => {
    expect((await h.app.request('/v1/company/theme/events')).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(401);
  });

  it('sends connected, then the new colour to its own company only', async () => {
    const ajar = sseReader(await stream(await h.login('member@ajar.local')));
    const other = sseReader(await stream(await h.login('member@nusantara.local')));
    expect((await ajar.next()).event).toBe('connected');
    expect((await other.next()).event).toBe('connected');

    await putTheme(await h.login('admin@ajar.local'), { primaryColor: '#7B1FA2' });
    const update = await ajar.next();
    expect(update.event).toBe('theme-updated');
    expect(JSON.parse(update.data)).toEqual({ theme: { primaryColor: '#7B1FA2' } });
    await expect(other.next(300)).rejects.toThrow('no server-sent event in time');

    await putTheme(await h.login('admin@nusantara.local'), { primaryColor: '#00695C' });
    expect(JSON.parse((await other.next()).data)).toEqual({ theme: { primaryColor: '#00695C' } });
    await ajar.cancel();
    await other.cancel();
  });

  it('forgets a client that went away', async () => {
    const before = h.hub.clientCount();
    const reader = sseReader(await stream(await h.login('member@ajar.local')));
    await reader.next();
    expect(h.hub.clientCount()).toBe(before + 1);
    await reader.cancel();
    await expect.poll(() => h.hub.clientCount()).toBe(before);
  });
});
