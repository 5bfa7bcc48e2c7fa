import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../contract/notifications';
import { companyId } from '../quiz/test-fixtures';
import { bearer, createHarness, type Harness } from '../testing/harness';
import { createEvent } from './test-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // The member signs up for three events, so they have new notifications besides the seed's.
  const member = await h.login('member@ajar.local');
  const ajar = await companyId(h.database.db);
  for (const hours of [30, 50, 70]) {
    const event = await createEvent(h.database.db, ajar, hours);
    await h.app.request(`/v1/events/${event.id}/registration`, {
      method: 'POST',
      ...bearer(member),
    });
  }
}, 120_000);
afterAll(() => h.close());

const list = async (token: string) =>
  (await (
    await h.app.request('/v1/notifications?pageSize=50', bearer(token))
  ).json()) as NotificationPage;
const markRead = (token: string, id: number) =>
  h.app.request(`/v1/notifications/${id}/read`, { method: 'POST', ...bearer(token) });

describe('notifications', () => {
  it('needs a signed-in user', async () => {
    expect((await h.app.request('/v1/notifications')).status).toBe(401);
  });

  it('lists mine with unread first, newest first within each group', async () => {
    const page = await list(await h.login('member@ajar.local'));
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.unread).toBe(page.items.filter((n) => !n.isRead).length);
    const firstRead = page.items.findIndex((n) => n.isRead);
    if (firstRead >= 0) expect(page.items.slice(firstRead).every((n) => n.isRead)).toBe(true);
    const unread = page.items.filter((n) => !n.isRead).map((n) => Date.parse(n.createdAt));
    expect(unread).toEqual([...unread].sort((a, b) => b - a));
  });

  it('marks one read, idempotently, and nobody can mark another’s', async () => {
    const member = await h.login('member@ajar.local');
    const admin = await h.login('admin@ajar.local');
    const target = (await list(member)).items.find((n) => !n.isRead)!;
    expect((await markRead(admin, target.id)).status).toBe(404);
    expect((await list(member)).items.find((n) => n.id === target.id)?.isRead).toBe(false);
    const res = await markRead(member, target.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: target.id, isRead: true });
    expect((await markRead(member, target.id)).status).toBe(200);
    const after = await list(member);
    expect(after.items.find((n) => n.id === target.id)?.isRead).toBe(true);
  });

  it('answers someone else’s notification exactly as a missing one', async () => {
    const member = await h.login('member@ajar.local');
    const theirs = (await list(member)).items[0]!;
    const missing = 2_147_483_000;
    for (const other of ['admin@ajar.local', 'member@nusantara.local']) {
      const token = await h.login(other);
      const a = await markRead(token, theirs.id);
      const b = await markRead(token, missing);
      expect([a.status, b.status]).toEqual([404, 404]);
      const body = await a.json();
      expect(body).toEqual(await b.json());
      expect(body).toMatchObject({ error: { code: 'not_found', field: 'notification' } });
    }
  }, 20_000);

  it('marks all mine read without touching anyone else’s', async () => {
    const member = await h.login('member@ajar.local');
    const admin = await h.login('admin@ajar.local');
    const adminUnread = (await list(admin)).unread;
    const res = await h.app.request('/v1/notifications/read-all', {
      method: 'POST',
      ...bearer(member),
    });
    expect(res.status).toBe(200);
    expect((await list(member)).unread).toBe(0);
    expect((await list(admin)).unread).toBe(adminUnread);
  });
});
