import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../contract/common';
import { DEMO_PASSWORD, bearer, createHarness, type Harness } from '../testing/harness';

// Partners are a group of their own (docs/product/behaviour.md): their token, from the partner
// sign-in, reads their own account and nothing of the member area.
let h: Harness;
let partner: string;
beforeAll(async () => {
  h = await createHarness();
  const res = await h.app.request('/v1/auth/partner/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@ajar.local', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  partner = ((await res.json()) as { token: string }).token;
});
afterAll(() => h.close());

const MEMBER_ROUTES: [string, string][] = [
  ['GET', '/v1/my-events'],
  ['GET', '/v1/my-events?tab=past'],
  ['GET', '/v1/calendar-feed'],
  ['POST', '/v1/calendar-feed'],
  ['GET', '/v1/events/1/registration'],
  ['POST', '/v1/events/1/registration'],
  ['DELETE', '/v1/events/1/registration'],
  ['GET', '/v1/my/courses'],
  ['GET', '/v1/my/certificates'],
  ['POST', '/v1/vouchers/redeem'],
  ['GET', '/v1/me/dashboard'],
  ['GET', '/v1/me/profile'],
  ['GET', '/v1/notifications'],
  ['GET', '/v1/notifications/unread-count'],
  ['POST', '/v1/notifications/read-all'],
  ['GET', '/v1/me/notification-preferences'],
  ['PUT', '/v1/me/notification-preferences'],
];

describe('a partner token', () => {
  it('reads the partner’s own account', async () => {
    const res = await h.app.request('/v1/auth/me', bearer(partner));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Mitra Pelatihan' });
  });

  it.each(MEMBER_ROUTES)('is refused by the member route %s %s', async (method, path) => {
    const res = await h.app.request(path, {
      method,
      ...bearer(partner, { 'content-type': 'application/json' }),
      body: method === 'GET' ? undefined : JSON.stringify({ code: 'AJAR-LEAD-2026' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('forbidden');
  });

  it('cannot sign in on the member sign-in, nor a member on the partner one', async () => {
    const login = (path: string, email: string) =>
      h.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
    expect((await login('/v1/auth/login', 'partner@ajar.local')).status).toBe(403);
    expect((await login('/v1/auth/partner/login', 'member@ajar.local')).status).toBe(404);
  });
});
