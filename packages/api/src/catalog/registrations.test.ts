import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../contract/roles';
import type { Event } from '../contract/catalog';
import type { ApiErrorBody, Page } from '../contract/common';
import type { EventRegistration } from '../contract/registrations';
import { bearer, createHarness, type Harness } from '../testing/harness';

let h: Harness;
let member: string;
let upcoming: Event;
let past: Event;
beforeAll(async () => {
  h = await createHarness();
  member = await h.login('member@ajar.local');
  const first = async (when: string) =>
    ((await (await h.app.request(`/v1/events?when=${when}`, bearer(member))).json()) as Page<Event>)
      .items[0]!;
  upcoming = await first('upcoming');
  past = await first('past');
});
afterAll(() => h.close());

const url = (id: number) => `/v1/events/${id}/registration`;
const call = (method: string, id: number, token?: string, lang = 'id') =>
  h.app.request(url(id), {
    method,
    headers: {
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
const body = async (res: Response) => (await res.json()) as EventRegistration;

describe('event registration', () => {
  it('needs a signed-in learner', async () => {
    for (const method of ['GET', 'POST', 'DELETE'])
      expect((await call(method, upcoming.id)).status).toBe(401);
    const partner = await h.database.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'partner@ajar.local')
      .executeTakeFirstOrThrow();
    const token = await h.tokens.issue({
      userId: partner.id,
      roleId: ROLE.partner,
      companyId: partner.company_id,
    });
    expect((await call('POST', upcoming.id, token)).status).toBe(403);
  });

  it('registers once, repeats idempotently and counts every learner', async () => {
    const before = await call('GET', upcoming.id, member);
    expect(before.status).toBe(200);
    expect(await body(before)).toEqual({
      registered: false,
      registeredAt: null,
      attendees: 0,
      url: null,
    });

    const created = await call('POST', upcoming.id, member);
    expect(created.status).toBe(201);
    const first = await body(created);
    expect(first).toMatchObject({ registered: true, attendees: 1 });
    expect(Date.parse(first.registeredAt!)).not.toBeNaN();

    const again = await call('POST', upcoming.id, member);
    expect(again.status).toBe(200);
    expect(await body(again)).toEqual(first);

    const other = await h.login('member2@ajar.local');
    expect(await body(await call('GET', upcoming.id, other))).toEqual({
      registered: false,
      registeredAt: null,
      attendees: 1,
      url: null,
    });
    expect((await call('POST', upcoming.id, other)).status).toBe(201);
    expect(await body(await call('GET', upcoming.id, member))).toMatchObject({
      registered: true,
      registeredAt: first.registeredAt,
      attendees: 2,
    });
  });

  it('cancels only my own registration; a second cancel changes nothing', async () => {
    const admin = await h.login('admin@ajar.local');
    expect((await call('DELETE', upcoming.id, admin)).status).toBe(404);
    const cancelled = await call('DELETE', upcoming.id, member);
    expect(cancelled.status).toBe(200);
    const state = await body(cancelled);
    expect(state).toMatchObject({ registered: false, registeredAt: null });
    const other = await h.login('member2@ajar.local');
    expect(await body(await call('GET', upcoming.id, other))).toMatchObject({
      registered: true,
      attendees: state.attendees,
    });
    const second = await call('DELETE', upcoming.id, member);
    expect(second.status).toBe(200);
    expect(await body(second)).toEqual(state);
  });

  it('refuses a past event with a translated message', async () => {
    const id = await call('POST', past.id, member, 'id');
    expect(id.status).toBe(400);
    expect(((await id.json()) as ApiErrorBody).error).toEqual({
      code: 'event_past',
      message: 'Acara ini sudah berakhir sehingga pendaftaran ditutup',
    });
    const en = await call('POST', past.id, member, 'en');
    expect(((await en.json()) as ApiErrorBody).error.message).toBe(
      'This event has ended, so registration is closed',
    );
    expect(await body(await call('GET', past.id, member))).toMatchObject({ registered: false });
  });

  it('hides another company’s events as not found', async () => {
    const outsider = await h.login('member@nusantara.local');
    const theirs = (
      (await (await h.app.request('/v1/events', bearer(outsider))).json()) as Page<Event>
    ).items[0]!;
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(method, theirs.id, member);
      expect(res.status, method).toBe(404);
    }
    expect((await call('POST', upcoming.id, outsider)).status).toBe(404);
    expect((await call('GET', 999_999, member)).status).toBe(404);
  });
});
