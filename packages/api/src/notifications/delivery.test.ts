import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../contract/notifications';
import { companyId, createCourse, newLearner, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { DELIVERY_MAX_ATTEMPTS, deliverDue, retryDelayMs } from './delivery';
import { fakePushSender } from './push-sender';
import { remindUpcomingEvents } from './reminders';
import { createEvent, notificationsOf } from './test-fixtures';

let h: Harness;
let ajar: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
}, 120_000);
afterAll(() => h.close());

const db = () => h.database.db;
const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(h.app, method, path, opts);
const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

/** A new learner with devices, enrolled in a fresh free course: one push row is queued. */
async function enrolledWithDevices(...tokens: string[]) {
  const me = await newLearner(db(), h.tokens, ajar);
  for (const token of tokens) {
    expect(
      (await call('POST', '/v1/devices', { token: me.token, body: { token, platform: 'web' } }))
        .status,
    ).toBe(201);
  }
  const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
  await call('POST', `/v1/courses/${course.courseId}/enrolment`, { token: me.token });
  return me;
}
const outbox = (me: Learner) =>
  db()
    .selectFrom('notification_outbox')
    .selectAll()
    .where('user_id', '=', me.auth.userId)
    .executeTakeFirstOrThrow();
const tokensOf = async (me: Learner) =>
  (
    await db().selectFrom('devices').select('token').where('user_id', '=', me.auth.userId).execute()
  ).map((d) => d.token);
// Other tests' rows are due too; each test looks only at its own learner's.
const sentTo = (fake: ReturnType<typeof fakePushSender>, prefix: string) =>
  fake.sent.filter((s) => s.token.startsWith(prefix));

describe('push delivery', () => {
  it('sends each queued notification to every device of its user, once', async () => {
    const me = await enrolledWithDevices('d1-a', 'd1-b');
    const fake = fakePushSender();
    await Promise.all([deliverDue(db(), fake), deliverDue(db(), fake)]);
    await deliverDue(db(), fake, later(MINUTE));
    const sent = sentTo(fake, 'd1-');
    expect(sent.map((s) => s.token).sort()).toEqual(['d1-a', 'd1-b']);
    const [n] = await notificationsOf(db(), me.auth.userId);
    expect(sent[0]!.message).toEqual({
      title: n!.title_id,
      body: n!.body_id,
      data: { id: (n!.data as { id: string }).id, link: n!.link },
    });
    expect(await outbox(me)).toMatchObject({ status: 'sent', attempts: 0 });
  });

  it('retries a failed send later, with a growing delay, only to devices not yet reached', async () => {
    const me = await enrolledWithDevices('d2-ok', 'd2-down');
    const fake = fakePushSender();
    fake.answer = (token) => (token === 'd2-down' ? 'failed' : 'sent');
    const now = new Date();
    await deliverDue(db(), fake, now);
    const row = await outbox(me);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    fake.answer = () => 'sent';
    await deliverDue(db(), fake, new Date(now.getTime() + retryDelayMs(1) - 1000));
    expect(sentTo(fake, 'd2-').map((s) => s.token)).toEqual(['d2-ok']);
    await deliverDue(db(), fake, new Date(now.getTime() + retryDelayMs(1)));
    expect(sentTo(fake, 'd2-').map((s) => s.token)).toEqual(['d2-ok', 'd2-down']);
    expect(await outbox(me)).toMatchObject({ status: 'sent' });
  });

  it('gives up after the last attempt', async () => {
    const me = await enrolledWithDevices('d3-down');
    const fake = fakePushSender();
    fake.answer = () => 'throw';
    for (let i = 0; i < DELIVERY_MAX_ATTEMPTS; i += 1)
      await deliverDue(db(), fake, later(i * 3_600_000));
    expect(await outbox(me)).toMatchObject({
      status: 'failed',
      attempts: DELIVERY_MAX_ATTEMPTS - 1,
    });
    expect(sentTo(fake, 'd3-')).toEqual([]);
  });

  it('deletes tokens the service reports unregistered, and keeps the rest', async () => {
    const me = await enrolledWithDevices('d4-gone', 'd4-live');
    const fake = fakePushSender();
    fake.answer = (token) => (token === 'd4-gone' ? 'unregistered' : 'sent');
    await deliverDue(db(), fake);
    expect(await tokensOf(me)).toEqual(['d4-live']);
    expect(await outbox(me)).toMatchObject({ status: 'sent' });
  });

  it('sends nothing for a group the user switched off, and still shows it in the app', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    await call('POST', '/v1/devices', {
      token: me.token,
      body: { token: 'd5-a', platform: 'web' },
    });
    const put = await call('PUT', '/v1/me/notification-preferences', {
      token: me.token,
      body: { push: { learning: false, events: true, community: true } },
    });
    expect(put.status).toBe(200);
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    await call('POST', `/v1/courses/${course.courseId}/enrolment`, { token: me.token });
    const fake = fakePushSender();
    await deliverDue(db(), fake);
    expect(sentTo(fake, 'd5-')).toEqual([]);
    expect(await outbox(me)).toMatchObject({ status: 'skipped' });
    expect(await notificationsOf(db(), me.auth.userId)).toHaveLength(1);

    // Events still push.
    const event = await createEvent(db(), ajar, 72);
    await call('POST', `/v1/events/${event.id}/registration`, { token: me.token });
    await deliverDue(db(), fake);
    expect(sentTo(fake, 'd5-')).toHaveLength(1);
  });

  it('skips, without sending, when no sender is configured', async () => {
    const me = await enrolledWithDevices('d6-a');
    await deliverDue(db(), null);
    expect(await outbox(me)).toMatchObject({ status: 'skipped' });
  });
});

describe('event reminders', () => {
  it('remind each registered person once, 24 hours ahead, however often the job runs', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const soon = await createEvent(db(), ajar, 3);
    const far = await createEvent(db(), ajar, 30);
    for (const e of [soon, far]) {
      await call('POST', `/v1/events/${e.id}/registration`, { token: me.token });
    }
    await Promise.all([remindUpcomingEvents(db()), remindUpcomingEvents(db())]);
    await remindUpcomingEvents(db());
    const reminders = await notificationsOf(db(), me.auth.userId, 'event.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ link: `/events/${soon.id}` });
    expect(reminders[0]!.body_en).toContain(soon.title_en);

    // Six hours on, the other one is within a day too.
    await remindUpcomingEvents(db(), later(6 * 3_600_000));
    expect(await notificationsOf(db(), me.auth.userId, 'event.reminder')).toHaveLength(2);
  });
});

describe('notification preferences', () => {
  const get = (token?: string) => call('GET', '/v1/me/notification-preferences', { token });
  const put = (token: string | undefined, body: unknown, lang = 'id') =>
    call('PUT', '/v1/me/notification-preferences', { token, body, lang });

  it('need a signed-in user', async () => {
    expect((await get()).status).toBe(401);
    expect((await put(undefined, { push: { learning: false, events: false } })).status).toBe(401);
  });

  it('push everything by default, and save only the caller’s own switches', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const other = await newLearner(db(), h.tokens, ajar);
    const all: NotificationPreferences = {
      push: { learning: true, events: true, community: true },
      inApp: { learning: true, events: true, community: true },
    };
    expect(await (await get(me.token)).json()).toEqual(all);
    const switches = { learning: true, events: false, community: false };
    const res = await put(me.token, { push: switches });
    expect(await res.json()).toEqual({ ...all, push: switches });
    expect(await (await get(me.token)).json()).toEqual({ ...all, push: switches });
    expect(await (await get(other.token)).json()).toEqual(all);
  });

  it.each([
    [{}, 'push'],
    [{ push: { learning: true } }, 'push.events'],
    [{ push: { learning: 'no', events: true } }, 'push.learning'],
    [{ push: { learning: true, events: true } }, 'push.community'],
    [
      { push: { learning: true, events: true, community: true }, inApp: { learning: false } },
      undefined,
    ],
  ])('refuse %j with a 400', async (body, field) => {
    const me = await newLearner(db(), h.tokens, ajar);
    const res = await put(me.token, body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { field?: string } }).error;
    if (field) expect(error.field).toBe(field);
  });
});
