import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Event } from '../contract/catalog';
import type { Page } from '../contract/common';
import type { EventRegistration } from '../contract/registrations';
import { bearer, createHarness, type Harness } from '../testing/harness';

// The meeting link is promised to those who register: nobody else may read it anywhere.
let h: Harness;
let member: string;
let trainer: string;
let online: Event[];
beforeAll(async () => {
  h = await createHarness();
  member = await h.login('member@ajar.local');
  trainer = await h.login('trainer@ajar.local');
  online = (
    (await (
      await h.app.request('/v1/events?when=upcoming&mode=online&pageSize=50', bearer(trainer))
    ).json()) as Page<Event>
  ).items;
});
afterAll(() => h.close());

const MEET = /https:\/\/meet\.example\.com/;
const auth = (token?: string) => (token ? bearer(token) : {});

async function everyAnswer(token?: string) {
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const paths = [
    '/v1/events?when=upcoming&pageSize=50',
    '/v1/events?when=past&pageSize=50',
    ...online.map((event) => `/v1/events/${event.id}`),
    `/v1/schedule?from=${from}&to=${to}`,
    '/v1/schedule.ics',
  ];
  const texts = await Promise.all(
    paths.map(async (path) => {
      const res = await h.app.request(path, auth(token));
      expect(res.status, path).toBe(200);
      return res.text();
    }),
  );
  return texts.join('\n');
}

const event = async (id: number, token?: string) =>
  (await (await h.app.request(`/v1/events/${id}`, auth(token))).json()) as Event;

describe('meeting links', () => {
  it('are seeded, so the checks below are about something', () => {
    expect(online.length).toBeGreaterThanOrEqual(2);
    for (const e of online) expect(e.url).toMatch(MEET);
  });

  it('reach no visitor: events, event detail, schedule and the .ics feed', async () => {
    expect(await everyAnswer()).not.toMatch(MEET);
  });

  it('reach no signed-in learner who has not registered', async () => {
    expect(await everyAnswer(member)).not.toMatch(MEET);
  });

  it('reach a registered learner for that event only', async () => {
    const [mine, other] = online as [Event, Event];
    const res = await h.app.request(`/v1/events/${mine.id}/registration`, {
      method: 'POST',
      ...bearer(member),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as EventRegistration).url).toBe(mine.url);

    expect((await event(mine.id, member)).url).toBe(mine.url);
    expect((await event(other.id, member)).url).toBeNull();
    const list = (await (
      await h.app.request('/v1/events?when=upcoming&pageSize=50', bearer(member))
    ).json()) as Page<Event>;
    expect(list.items.filter((e) => e.url !== null).map((e) => e.id)).toEqual([mine.id]);
    const ics = await (await h.app.request('/v1/schedule.ics', bearer(member))).text();
    expect(ics).toContain(`URL:${mine.url}`);
    expect(ics).not.toContain(other.url!);
    // Still nothing for a visitor.
    expect((await event(mine.id)).url).toBeNull();

    const cancelled = await h.app.request(`/v1/events/${mine.id}/registration`, {
      method: 'DELETE',
      ...bearer(member),
    });
    expect(((await cancelled.json()) as EventRegistration).url).toBeNull();
    expect((await event(mine.id, member)).url).toBeNull();
  });

  it('reach the company’s staff, who run the events', async () => {
    for (const e of online) expect((await event(e.id, trainer)).url).toBe(e.url);
    expect(await everyAnswer(await h.login('admin@ajar.local'))).toMatch(MEET);
  });
});

describe('personal calendar feed', () => {
  const feedOf = async (token: string) => {
    const res = await h.app.request('/v1/calendar-feed', bearer(token));
    expect(res.status).toBe(200);
    return ((await res.json()) as CalendarFeed).url;
  };

  it('needs a signed-in person', async () => {
    expect((await h.app.request('/v1/calendar-feed')).status).toBe(401);
  });

  it('follows the person, not the host: a Nusantara member gets Nusantara’s events', async () => {
    const nusantara = await h.login('member@nusantara.local');
    const url = await feedOf(nusantara);
    expect(url).toMatch(/^\/v1\/schedule\.ics\?feed=[\w-]{40,}$/);
    expect(await feedOf(nusantara)).toBe(url);
    // A calendar app: no authorization header, the demo company's host.
    const res = await h.app.request(url, { headers: { host: 'localhost' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const ics = await res.text();
    expect(ics).toContain('Gudang');
    expect(ics).not.toContain('Excel');
    expect(ics).not.toMatch(MEET);
  });

  it('gives each person their own links, and no token reads another’s feed', async () => {
    const [mine] = online as [Event];
    await h.app.request(`/v1/events/${mine.id}/registration`, {
      method: 'POST',
      ...bearer(member),
    });
    const memberFeed = await feedOf(member);
    const member2Feed = await feedOf(await h.login('member2@ajar.local'));
    expect(member2Feed).not.toBe(memberFeed);
    expect(await (await h.app.request(memberFeed)).text()).toContain(`URL:${mine.url}`);
    expect(await (await h.app.request(member2Feed)).text()).not.toMatch(MEET);
    const guessed = `/v1/schedule.ics?feed=${'A'.repeat(43)}`;
    expect((await h.app.request(guessed)).status).toBe(404);
  });

  it('stops working once replaced', async () => {
    const old = await feedOf(member);
    const res = await h.app.request('/v1/calendar-feed', { method: 'POST', ...bearer(member) });
    const fresh = ((await res.json()) as CalendarFeed).url;
    expect(fresh).not.toBe(old);
    expect((await h.app.request(old)).status).toBe(404);
    expect((await h.app.request(fresh)).status).toBe(200);
  });
});

describe('unsafe links', () => {
  const companyId = async () =>
    (
      await h.database.db
        .selectFrom('companies')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('are refused where they are stored: events, notifications, contents, favicons', async () => {
    const db = h.database.db;
    const company = await companyId();
    const anEvent = {
      company_id: company,
      title_id: 'x',
      title_en: 'x',
      description_id: 'x',
      description_en: 'x',
      mode: 'online' as const,
      location: null,
      cover_url: null,
      starts_at: new Date(),
      ends_at: new Date(),
    };
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      '//evil.example',
      'data:text/html,x',
    ])
      await expect(
        db
          .insertInto('events')
          .values({ ...anEvent, url })
          .execute(),
      ).rejects.toThrow(/events_url_safe/);
    await db
      .insertInto('events')
      .values({ ...anEvent, url: 'https://meet.example.com/ok' })
      .execute();
    const content = await db.selectFrom('course_contents').select('id').executeTakeFirstOrThrow();
    for (const column of ['video_url', 'pdf_url', 'meeting_url'] as const)
      await expect(
        db
          .updateTable('course_contents')
          .set({ [column]: 'javascript:alert(1)' })
          .where('id', '=', content.id)
          .execute(),
      ).rejects.toThrow(/_safe/);
    await expect(
      db.updateTable('notifications').set({ link: 'vbscript:msgbox(1)' }).execute(),
    ).rejects.toThrow(/notifications_link_safe/);
    await expect(
      db.updateTable('companies').set({ favicon: 'javascript:alert(1)' }).execute(),
    ).rejects.toThrow(/companies_favicon_safe/);
  });
});
