import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId as RoleIdType } from '../contract/roles';
import { TOKEN_TTL_SECONDS } from '../contract/limits';
import { bearer, createHarness, sseReader, type Harness } from '../testing/harness';
import { jwtDecode } from '../testing/jwt';

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
      logo: null,
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
  }, 15_000);

  it('forgets a client that went away', async () => {
    const before = h.hub.clientCount();
    const reader = sseReader(await stream(await h.login('member@ajar.local')));
    await reader.next();
    expect(h.hub.clientCount()).toBe(before + 1);
    await reader.cancel();
    await expect.poll(() => h.hub.clientCount()).toBe(before);
  });
});

describe('theme stream limits', () => {
  it('asks the browser to reconnect after 5 s', async () => {
    const res = await stream(await h.login('member@ajar.local'));
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await reader.read();
    expect(value).toMatch(/^retry: 5000\nevent: connected\n/);
    await reader.cancel();
  });

  it('lets one user hold 10 streams; one more answers 429 until one closes', async () => {
    const token = await h.login('member2@ajar.local');
    const open = [];
    for (let i = 0; i < 10; i++) {
      const reader = sseReader(await stream(token));
      expect((await reader.next()).event).toBe('connected');
      open.push(reader);
    }
    const refused = await h.app.request(
      `/v1/company/theme/events?access_token=${encodeURIComponent(token)}`,
      { headers: { 'accept-language': 'en' } },
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'too_many_streams',
        message:
          'Too many live connections open (at most 10). Close other tabs, then reload the page.',
      },
    });
    // Someone else is not held back by it.
    const other = sseReader(await stream(await h.login('member3@ajar.local')));
    expect((await other.next()).event).toBe('connected');
    await other.cancel();

    await open.pop()!.cancel();
    await expect
      .poll(async () => {
        const res = await stream(token);
        await res.body?.cancel();
        return res.status;
      })
      .toBe(200);
    for (const reader of open) await reader.cancel();
  }, 30_000);

  it('ends the stream when the token that opened it expires', async () => {
    const { sub, RoleId, companyId } = jwtDecode(await h.login('member4@ajar.local'));
    // Issued long enough ago that it has a second left.
    const issuedAt = Date.now() - (TOKEN_TTL_SECONDS - 1) * 1000;
    const token = await h.tokens.issue(
      { userId: Number(sub), roleId: RoleId as RoleIdType, companyId },
      issuedAt,
    );
    const reader = sseReader(await stream(token));
    expect((await reader.next()).event).toBe('connected');
    await expect(reader.next(5000)).rejects.toThrow('stream ended');
    expect((await stream(token)).status).toBe(401);
  }, 15_000);
});

describe('theme stream while the server shuts down', () => {
  it('refuses a new stream with 503 and Retry-After, so the page reconnects to the next server', async () => {
    const own = await createHarness();
    try {
      const token = await own.login('member@ajar.local');
      const open = sseReader(
        await own.app.request(`/v1/company/theme/events?access_token=${token}`),
      );
      expect((await open.next()).event).toBe('connected');
      await own.hub.close();
      // The stream open before shutdown is ended...
      await expect(open.next(2000)).rejects.toThrow('stream ended');
      // ...and one arriving afterwards (a page reconnecting over a kept-alive connection) is
      // refused instead of held open with nothing left to end it.
      const late = await own.app.request(`/v1/company/theme/events?access_token=${token}`, {
        headers: { 'accept-language': 'en' },
      });
      expect(late.status).toBe(503);
      expect(late.headers.get('retry-after')).toBe('5');
      expect(await late.json()).toEqual({
        error: {
          code: 'restarting',
          message: 'The server is restarting. Try again in 5 seconds.',
        },
      });
    } finally {
      await own.close();
    }
  }, 15_000);
});
