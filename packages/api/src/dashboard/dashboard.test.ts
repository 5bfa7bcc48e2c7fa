import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../contract/dashboard';
import { enrol, markDone } from '../learning/progress.service';
import { companyId, createCourse, newLearner, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { jakartaMonthStart, myDashboard } from './dashboard.service';

let h: Harness;
let ajar: number;
let nusantara: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
  nusantara = await companyId(h.database.db, 'Nusantara Logistik');
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const DAY = 86_400_000;

async function dashboardOf(who: Learner): Promise<Dashboard> {
  const res = await request(h.app, 'GET', '/v1/me/dashboard', { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
}

/** A course of two reading contents; the learner is enrolled, optionally due on a date. */
async function enrolled(who: Learner, company: number, dueAt: Date | null = null) {
  const course = await createCourse(db(), company, [{ type: 'Module' }, { type: 'Module' }]);
  const { enrolment } = await enrol(db(), who.auth, course.courseId, 'free');
  await db()
    .updateTable('enrolments')
    .set({ due_at: dueAt })
    .where('id', '=', enrolment.id)
    .execute();
  return { ...course, enrolment };
}

const setActivity = (enrolmentId: number, at: Date) =>
  db()
    .updateTable('enrolments')
    .set({ last_activity_at: at })
    .where('id', '=', enrolmentId)
    .execute();

/** Every course id the dashboard mentions anywhere. */
const coursesIn = (d: Dashboard) =>
  new Set([
    ...(d.continueLearning ? [d.continueLearning.course.id] : []),
    ...d.due.map((x) => x.course.id),
    ...(d.nextMeeting ? [d.nextMeeting.course.id] : []),
    ...d.recentCertificates.map((c) => c.course.id),
  ]);

async function upcomingEventOf(company: number) {
  return db()
    .selectFrom('events')
    .select('id')
    .where('company_id', '=', company)
    .where('ends_at', '>=', sql<Date>`now()`)
    .orderBy('starts_at')
    .executeTakeFirstOrThrow();
}

describe('my dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await request(h.app, 'GET', '/v1/me/dashboard', {})).status).toBe(401);
  });

  it('is a first-run dashboard for an account with nothing yet', async () => {
    const fresh = await newLearner(db(), h.tokens, ajar);
    const d = await dashboardOf(fresh);
    expect(d).toMatchObject({
      continueLearning: null,
      due: [],
      nextEvent: null,
      nextMeeting: null,
      progress: { inProgress: 0, completed: 0, certificates: 0 },
      recentCertificates: [],
      dailyQuiz: null,
      team: null,
      openQuestions: null,
    });
  });

  it('continues the course touched last, at the first content not done', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const older = await enrolled(me, ajar);
    const latest = await enrolled(me, ajar);
    await markDone(db(), latest.enrolment, latest.contents[0]!.id);
    await setActivity(older.enrolment.id, new Date(Date.now() - DAY));
    const d = await dashboardOf(me);
    expect(d.continueLearning).toMatchObject({
      course: { id: latest.courseId },
      progress: 50,
      nextContent: { id: latest.contents[1]!.id, type: 'Module' },
    });
    expect(d.progress).toEqual({ inProgress: 2, completed: 0, certificates: 0 });
  });

  it('skips finished courses for "continue", and counts them and their certificates', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const open = await enrolled(me, ajar);
    const done = await enrolled(me, ajar);
    await setActivity(open.enrolment.id, new Date(Date.now() - 2 * DAY));
    for (const content of done.contents) await markDone(db(), done.enrolment, content.id);
    const d = await dashboardOf(me);
    expect(d.continueLearning?.course.id).toBe(open.courseId);
    expect(d.progress).toEqual({ inProgress: 1, completed: 1, certificates: 1 });
    expect(d.recentCertificates).toEqual([
      expect.objectContaining({ course: expect.objectContaining({ id: done.courseId }) }),
    ]);
    expect(d.recentCertificates[0]!.state).toBe('valid');
  });

  it('shows overdue then due-soon assigned courses, not later or finished ones', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const now = Date.now();
    const soon = await enrolled(me, ajar, new Date(now + 3 * DAY));
    const overdue = await enrolled(me, ajar, new Date(now - 2 * DAY));
    await enrolled(me, ajar, new Date(now + 10 * DAY));
    await enrolled(me, ajar, null);
    const finished = await enrolled(me, ajar, new Date(now - 5 * DAY));
    for (const content of finished.contents) await markDone(db(), finished.enrolment, content.id);
    const d = await dashboardOf(me);
    expect(d.due.map((x) => [x.course.id, x.state])).toEqual([
      [overdue.courseId, 'overdue'],
      [soon.courseId, 'dueSoon'],
    ]);
  });

  it('judges due and overdue on the server clock, whatever the client says', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const justPast = await enrolled(me, ajar, new Date(Date.now() - 60_000));
    // A client whose clock is a week behind still sees the course as overdue.
    const res = await h.app.request('/v1/me/dashboard', {
      headers: {
        authorization: `Bearer ${me.token}`,
        date: new Date(Date.now() - 7 * DAY).toUTCString(),
      },
    });
    const d = (await res.json()) as Dashboard;
    expect(d.due).toEqual([expect.objectContaining({ state: 'overdue' })]);
    expect(Math.abs(Date.parse(d.generatedAt) - Date.now())).toBeLessThan(60_000);

    // The boundaries, at a given server time: 7 days ahead is due soon, past the due date overdue.
    const dueAt = justPast.enrolment.created_at.getTime() + 30 * DAY;
    await db()
      .updateTable('enrolments')
      .set({ due_at: new Date(dueAt) })
      .where('id', '=', justPast.enrolment.id)
      .execute();
    const at = async (t: number) => (await myDashboard(db(), me.auth, new Date(t))).due;
    expect(await at(dueAt - 7 * DAY - 1)).toEqual([]);
    expect((await at(dueAt - 7 * DAY))[0]?.state).toBe('dueSoon');
    expect((await at(dueAt))[0]?.state).toBe('dueSoon');
    expect((await at(dueAt + 1))[0]?.state).toBe('overdue');
  });

  it('shows the next event I registered for, and the next meeting of my courses', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const event = await upcomingEventOf(ajar);
    await db()
      .insertInto('event_registrations')
      .values({ event_id: event.id, user_id: me.auth.userId, company_id: ajar })
      .execute();
    const course = await createCourse(db(), ajar, [{ type: 'Module' }, { type: 'Meeting' }]);
    const meeting = course.contents[1]!;
    const startsAt = new Date(Date.now() + 2 * DAY);
    await db()
      .updateTable('course_contents')
      .set({ meeting_starts_at: startsAt, meeting_mode: 'offline', meeting_location: 'Ruang 2' })
      .where('id', '=', meeting.id)
      .execute();
    await enrol(db(), me.auth, course.courseId, 'free');

    const d = await dashboardOf(me);
    expect(d.nextEvent?.id).toBe(event.id);
    expect(d.nextMeeting).toMatchObject({
      course: { id: course.courseId },
      contentId: meeting.id,
      startsAt: startsAt.toISOString(),
      mode: 'offline',
      location: 'Ruang 2',
    });
  });

  it('never shows another user’s enrolments, due dates, events or certificates', async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const colleague = await newLearner(db(), h.tokens, ajar);
    const theirs = await enrolled(colleague, ajar, new Date(Date.now() - DAY));
    const theirDone = await enrolled(colleague, ajar);
    for (const c of theirDone.contents) await markDone(db(), theirDone.enrolment, c.id);
    const event = await upcomingEventOf(ajar);
    await db()
      .insertInto('event_registrations')
      .values({ event_id: event.id, user_id: colleague.auth.userId, company_id: ajar })
      .execute();

    // Their dashboard has it all, so mine being empty is not for lack of data.
    const their = await dashboardOf(colleague);
    expect(coursesIn(their)).toEqual(new Set([theirs.courseId, theirDone.courseId]));
    expect(their.nextEvent?.id).toBe(event.id);

    const mine = await dashboardOf(me);
    expect(coursesIn(mine).size).toBe(0);
    expect(mine.nextEvent).toBeNull();
    expect(mine.progress).toEqual({ inProgress: 0, completed: 0, certificates: 0 });
  });

  it('never shows another company’s data, even to a token naming my company', async () => {
    const outsider = await newLearner(db(), h.tokens, nusantara);
    const theirs = await enrolled(outsider, nusantara, new Date(Date.now() - DAY));
    await markDone(db(), theirs.enrolment, theirs.contents[0]!.id);
    const event = await upcomingEventOf(nusantara);
    await db()
      .insertInto('event_registrations')
      .values({ event_id: event.id, user_id: outsider.auth.userId, company_id: nusantara })
      .execute();
    expect(coursesIn(await dashboardOf(outsider))).toEqual(new Set([theirs.courseId]));

    // A token naming the outsider's user id in Ajar Demo (a forged or stale company claim)
    // still reads only Ajar Demo's rows, and the outsider has none there.
    const crossed = { ...outsider.auth, companyId: ajar };
    const d = await myDashboard(db(), crossed, new Date());
    expect(coursesIn(d).size).toBe(0);
    expect(d.nextEvent).toBeNull();
    expect(d.progress).toEqual({ inProgress: 0, completed: 0, certificates: 0 });
  });

  it('summarises my direct reports only: members, overdue, finished this month', async () => {
    const lead = await newLearner(db(), h.tokens, ajar);
    const a = await newLearner(db(), h.tokens, ajar);
    const b = await newLearner(db(), h.tokens, ajar);
    const notMine = await newLearner(db(), h.tokens, ajar);
    const outsider = await newLearner(db(), h.tokens, nusantara);
    const reportTo = (who: Learner, boss: Learner) =>
      db()
        .updateTable('users')
        .set({ supervisor_id: boss.auth.userId })
        .where('id', '=', who.auth.userId)
        .execute();
    expect((await dashboardOf(lead)).team).toBeNull();

    await Promise.all([reportTo(a, lead), reportTo(b, lead), reportTo(notMine, a)]);
    // An HR mistake pointing another company's user at me must not leak their data.
    await reportTo(outsider, lead);
    const now = new Date();
    const finishedAt = (e: { id: number }, at: Date) =>
      db().updateTable('enrolments').set({ completed_at: at }).where('id', '=', e.id).execute();
    await enrolled(a, ajar, new Date(now.getTime() - DAY));
    await enrolled(a, ajar, new Date(now.getTime() + DAY));
    const done = await enrolled(b, ajar, new Date(now.getTime() - DAY));
    await finishedAt(done.enrolment, now);
    const lastMonth = await enrolled(b, ajar);
    await finishedAt(lastMonth.enrolment, new Date(jakartaMonthStart(now).getTime() - 1));
    await enrolled(notMine, ajar, new Date(now.getTime() - DAY));
    await enrolled(outsider, nusantara, new Date(now.getTime() - DAY));

    expect((await dashboardOf(lead)).team).toEqual({
      members: 2,
      overdue: 1,
      completedThisMonth: 1,
    });
    // A report sees their own dashboard, not a team of their own when nobody reports to them.
    expect((await dashboardOf(b)).team).toBeNull();
  });

  it('shows the questions my supervisor asked that wait for my answer, the earliest due first', async () => {
    const lead = await newLearner(db(), h.tokens, ajar);
    const me = await newLearner(db(), h.tokens, ajar);
    const peer = await newLearner(db(), h.tokens, ajar);
    await db()
      .updateTable('users')
      .set({ supervisor_id: lead.auth.userId })
      .where('id', 'in', [me.auth.userId, peer.auth.userId])
      .execute();
    const ask = async (who: Learner, dueOn?: string) => {
      const res = await request(
        h.app,
        'POST',
        `/v1/team-questions/members/${who.auth.userId}/questions`,
        {
          token: lead.token,
          body: { prompt: 'Apa yang sudah Anda terapkan dari pelatihan ini?', dueOn },
        },
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    expect((await dashboardOf(me)).openQuestions).toBeNull();

    const undated = await ask(me);
    const inAWeek = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    const dated = await ask(me, inAWeek);
    await ask(peer);
    expect((await dashboardOf(me)).openQuestions).toEqual({
      count: 2,
      first: { id: dated, asker: expect.any(String), dueOn: inAWeek },
    });

    const answer = (id: number) =>
      request(h.app, 'PUT', `/v1/team-questions/${id}/answer`, {
        token: me.token,
        body: { answer: 'Saya membuka rapat dengan tujuan yang jelas.' },
      });
    expect((await answer(dated)).status).toBe(200);
    expect((await dashboardOf(me)).openQuestions).toMatchObject({
      count: 1,
      first: { id: undated },
    });
    expect((await answer(undated)).status).toBe(200);
    expect((await dashboardOf(me)).openQuestions).toBeNull();
    // The one who asked has no question waiting for them.
    expect((await dashboardOf(lead)).openQuestions).toBeNull();
  });

  it('starts the month at midnight in Jakarta, not in UTC', () => {
    // 1 December 00:30 in Jakarta is still 30 November in UTC.
    expect(jakartaMonthStart(new Date('2026-11-30T17:30:00Z')).toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    );
    expect(jakartaMonthStart(new Date('2026-11-30T16:59:59Z')).toISOString()).toBe(
      '2026-10-31T17:00:00.000Z',
    );
  });

  it('shows the seeded demo assignments: member2 has one overdue and one due soon', async () => {
    const token = await h.login('member2@ajar.local');
    const res = await h.app.request('/v1/me/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    const d = (await res.json()) as Dashboard;
    expect(d.due.map((x) => [x.course.title.en, x.state])).toEqual([
      ['Warehouse Health and Safety', 'overdue'],
      ['Team Leadership Fundamentals', 'dueSoon'],
    ]);
    expect(d.recentCertificates.length).toBeGreaterThan(0);
    expect(d.team).toBeNull();
  });

  it('shows the seeded team lead her sales team', async () => {
    const token = await h.login('member@ajar.local');
    const res = await h.app.request('/v1/me/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    const d = (await res.json()) as Dashboard;
    expect(d.team?.members).toBe(2);
    expect(d.team?.overdue).toBeGreaterThanOrEqual(1);
  });
});
