import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Event } from '../contract/catalog';
import type { ApiErrorBody, Page } from '../contract/common';
import type { MyEvent } from '../contract/registrations';
import { bearer, createHarness, type Harness } from '../testing/harness';

// "My events": a person's own registrations, never anyone else's, and a feed that follows them.
let h: Harness;
let member: string;
let member2: string;
let upcoming: Event[];
const MINUTE = 60_000;

beforeAll(async () => {
  h = await createHarness();
  member = await h.login('member@ajar.local');
  member2 = await h.login('member2@ajar.local');
  upcoming = (
    (await (
      await h.app.request('/v1/events?when=upcoming&pageSize=50', bearer(member))
    ).json()) as Page<Event>
  ).items;
});
afterAll(() => h.close());

const registration = (id: number, method: string, token: string) =>
  h.app.request(`/v1/events/${id}/registration`, { method, ...bearer(token) });
const tab = async (token: string, name: string) => {
  const res = await h.app.request(`/v1/my-events?tab=${name}&pageSize=50`, bearer(token));
  expect(res.status).toBe(200);
  return ((await res.json()) as Page<MyEvent>).items;
};
const ids = (items: MyEvent[]) => items.map((item) => item.event.id);

/** An online event of the demo company starting `minutes` from now (negative: under way). */
async function eventStartingIn(minutes: number): Promise<number> {
  const company = await h.database.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'member@ajar.local')
    .executeTakeFirstOrThrow();
  const starts = new Date(Date.now() + minutes * MINUTE);
  const { id } = await h.database.db
    .insertInto('events')
    .values({
      company_id: company.company_id,
      title_id: `Sesi ${minutes}`,
      title_en: `Session ${minutes}`,
      description_id: 'x',
      description_en: 'x',
      mode: 'online',
      url: `https://meet.example.com/session-${minutes}`,
      location: null,
      cover_url: null,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 120 * MINUTE),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('my events', () => {
  it('needs a signed-in learner', async () => {
    expect((await h.app.request('/v1/my-events')).status).toBe(401);
  });

  it('lists past registrations with their attendance, only my own', async () => {
    const mine = await tab(member, 'past');
    expect(mine.map((item) => item.attendance)).toEqual(['attended']);
    expect(mine[0]).toMatchObject({ cancelledAt: null, canCancel: false, joinUrl: null });
    const theirs = await tab(member2, 'past');
    expect(theirs.map((item) => item.attendance)).toEqual(['absent']);
    const member3 = await tab(await h.login('member3@ajar.local'), 'past');
    expect(member3.map((item) => item.attendance).sort()).toEqual(['absent', 'attended']);
    expect(await tab(member, 'upcoming')).toEqual([]);
  });

  it('shows what I register for under upcoming, and nobody else', async () => {
    const [first] = upcoming as [Event];
    expect((await registration(first.id, 'POST', member)).status).toBe(201);
    const mine = await tab(member, 'upcoming');
    expect(ids(mine)).toEqual([first.id]);
    expect(mine[0]).toMatchObject({ canCancel: true, attendance: 'unknown', cancelledAt: null });
    expect(ids(await tab(member2, 'upcoming'))).not.toContain(first.id);
    const outsider = await h.login('member@nusantara.local');
    expect(await tab(outsider, 'upcoming')).toEqual([]);
  });

  it('gives the meeting link only from 30 minutes before the start', async () => {
    const soon = await eventStartingIn(20);
    const later = await eventStartingIn(60 * 24);
    for (const id of [soon, later]) await registration(id, 'POST', member);
    const byId = new Map((await tab(member, 'upcoming')).map((item) => [item.event.id, item]));
    expect(byId.get(soon)!.joinUrl).toBe('https://meet.example.com/session-20');
    expect(byId.get(later)!.joinUrl).toBeNull();
    expect(Date.parse(byId.get(later)!.joinOpensAt)).toBe(
      Date.parse(byId.get(later)!.event.startsAt) - 30 * MINUTE,
    );
    // The event itself never carries the link in this list.
    for (const item of byId.values()) expect(item.event.url).toBeNull();
    // Another learner, not registered, gets no link anywhere.
    expect(ids(await tab(member2, 'upcoming'))).not.toContain(soon);
  });

  it('cancels idempotently, moves it to cancelled and frees the place', async () => {
    const [, second] = upcoming as [Event, Event];
    await registration(second.id, 'POST', member);
    await registration(second.id, 'POST', member2);
    const cancelled = await registration(second.id, 'DELETE', member);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ registered: false, attendees: 1, url: null });
    const again = await registration(second.id, 'DELETE', member);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ registered: false, attendees: 1 });

    expect(ids(await tab(member, 'upcoming'))).not.toContain(second.id);
    const gone = await tab(member, 'cancelled');
    expect(ids(gone)).toEqual([second.id]);
    expect(gone[0]).toMatchObject({ canCancel: false, joinUrl: null });
    expect(Date.parse(gone[0]!.cancelledAt!)).not.toBeNaN();
    // member2's place is untouched.
    expect(ids(await tab(member2, 'upcoming'))).toContain(second.id);

    // Registering again brings it back.
    expect((await registration(second.id, 'POST', member)).status).toBe(201);
    expect(ids(await tab(member, 'upcoming'))).toContain(second.id);
    expect(ids(await tab(member, 'cancelled'))).toEqual([]);
  });

  it('cannot cancel another’s registration: my cancel touches only my row', async () => {
    const [, , third] = upcoming as [Event, Event, Event];
    await registration(third.id, 'POST', member2);
    // member holds no place here: 404, and member2 still holds theirs.
    expect((await registration(third.id, 'DELETE', member)).status).toBe(404);
    expect(ids(await tab(member2, 'upcoming'))).toContain(third.id);
    expect(await tab(member2, 'cancelled')).toEqual([]);
  });

  it('refuses to cancel an event that has started, in both languages', async () => {
    const started = await eventStartingIn(-10);
    expect((await registration(started, 'POST', member)).status).toBe(201);
    for (const [lang, message] of [
      ['id', 'Acara ini sudah dimulai sehingga pendaftaran tidak dapat dibatalkan'],
      ['en', 'This event has already started, so the registration cannot be cancelled'],
    ] as const) {
      const res = await h.app.request(`/v1/events/${started}/registration`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${member}`, 'accept-language': lang },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error).toEqual({
        code: 'event_started',
        message,
      });
    }
    const item = (await tab(member, 'upcoming')).find((i) => i.event.id === started)!;
    expect(item).toMatchObject({ canCancel: false, cancelledAt: null });
    expect(item.joinUrl).toBe('https://meet.example.com/session--10');
  });
});

describe('my events calendar feed', () => {
  const feedOf = async (token: string) =>
    (await (await h.app.request('/v1/calendar-feed', bearer(token))).json()) as CalendarFeed;

  it('holds only my registered events; a cancelled one leaves it', async () => {
    const [, , , fourth] = upcoming as [Event, Event, Event, Event];
    const { registeredUrl } = await feedOf(member);
    await registration(fourth.id, 'POST', member);
    let ics = await (await h.app.request(registeredUrl)).text();
    expect(ics).toContain(`UID:event-${fourth.id}@`);
    // Not every company event: only those registered for.
    const held = [...(await tab(member, 'upcoming')), ...(await tab(member, 'past'))];
    expect((ics.match(/BEGIN:VEVENT/g) ?? []).length).toBe(held.length);
    const [, , third] = upcoming as [Event, Event, Event];
    expect(ics).not.toContain(`UID:event-${third.id}@`);

    await registration(fourth.id, 'DELETE', member);
    ics = await (await h.app.request(registeredUrl)).text();
    expect(ics).not.toContain(`UID:event-${fourth.id}@`);
  });

  it('never shows another company’s events', async () => {
    const outsider = await h.login('member@nusantara.local');
    const theirs = (
      (await (await h.app.request('/v1/events', bearer(outsider))).json()) as Page<Event>
    ).items[0]!;
    await registration(theirs.id, 'POST', outsider);
    const mine = await feedOf(member);
    for (const url of [mine.url, mine.registeredUrl, `${mine.url}&event=${theirs.id}`]) {
      const res = await h.app.request(url, { headers: { host: 'localhost' } });
      const text = await res.text();
      expect(text, url).not.toContain(`UID:event-${theirs.id}@`);
      expect(text, url).not.toContain('Gudang Nusantara');
    }
  });

  it('downloads one registered event as a file', async () => {
    const [first] = upcoming as [Event];
    const { url } = await feedOf(member);
    const res = await h.app.request(`${url}&event=${first.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const ics = await res.text();
    expect((ics.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
    expect(ics).toContain(`UID:event-${first.id}@`);
    // An event I am not registered for is not mine to download.
    const [, , third] = upcoming as [Event, Event, Event];
    expect((await h.app.request(`${url}&event=${third.id}`)).status).toBe(404);
  });
});
