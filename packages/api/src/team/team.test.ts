import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../contract/dashboard';
import type { Me } from '../contract/auth';
import type {
  AssignableCourse,
  CourseAssigned,
  TeamMemberDetail,
  TeamOverview,
} from '../contract/team';
import { ROLE } from '../contract/roles';
import { dayKey, addDays } from '../points/company-days';
import { newCompany, newPerson } from '../points/test-fixtures';
import { createCourse, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const DAY_MS = 86_400_000;
const ZONE = 'Asia/Jakarta';
const today = () => dayKey(new Date(), ZONE);

async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
  const res = await request(h.app, method, `/v1${path}`, { token: who.token, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function reportsTo(supervisor: Learner, ...people: Learner[]) {
  for (const person of people)
    await db()
      .updateTable('users')
      .set({ supervisor_id: supervisor.auth.userId })
      .where('id', '=', person.auth.userId)
      .execute();
}

async function course(company: number, extra: { price?: number; minutes?: number } = {}) {
  const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
  await db()
    .updateTable('courses')
    .set({ price: extra.price ?? 0, duration_minutes: extra.minutes ?? 90 })
    .where('id', '=', courseId)
    .execute();
  return courseId;
}

async function enrol(
  who: Learner,
  courseId: number,
  facts: { progress?: number; completedAt?: Date | null; dueAt?: Date | null } = {},
) {
  await db()
    .insertInto('enrolments')
    .values({
      company_id: who.auth.companyId,
      user_id: who.auth.userId,
      course_id: courseId,
      source: 'free',
      progress: facts.progress ?? 0,
      completed_at: facts.completedAt ?? null,
      due_at: facts.dueAt ?? null,
    })
    .execute();
}

/** A supervisor with two reports, a peer supervisor with one, in one company. */
async function orgChart() {
  const company = await newCompany(db());
  const lead = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const putri = await newPerson(h, company, { name: 'Putri Anggota' });
  const peer = await newPerson(h, company, { name: 'Budi Rekan' });
  const peerReport = await newPerson(h, company, { name: 'Andi Tim Lain' });
  await reportsTo(lead, yoga, putri);
  await reportsTo(peer, peerReport);
  return { company, lead, yoga, putri, peer, peerReport };
}

describe('who is whose team', () => {
  it('my team is my direct reports, by name; someone with none has an empty team', async () => {
    const { lead, peer, yoga } = await orgChart();
    const team = await call<TeamOverview>(lead, 'GET', '/team');
    expect(team.members.map((m) => m.name)).toEqual(['Putri Anggota', 'Yoga Anggota']);
    expect(team.year).toBe(Number(today().slice(0, 4)));
    expect((await call<TeamOverview>(peer, 'GET', '/team')).members.map((m) => m.name)).toEqual([
      'Andi Tim Lain',
    ]);
    expect((await call<TeamOverview>(yoga, 'GET', '/team')).members).toEqual([]);
  });

  it('/me says how many direct reports I have, for the team menu', async () => {
    const { lead, yoga } = await orgChart();
    expect((await call<Me>(lead, 'GET', '/auth/me')).teamSize).toBe(2);
    expect((await call<Me>(yoga, 'GET', '/auth/me')).teamSize).toBe(0);
  });

  it("a peer's report, myself and another company's person are not mine to read", async () => {
    const { lead, peerReport, yoga } = await orgChart();
    const other = await newCompany(db());
    const stranger = await newPerson(h, other);
    await reportsTo(lead, stranger); // a bad row cannot reach across companies
    for (const id of [peerReport.auth.userId, lead.auth.userId, stranger.auth.userId, 999_999]) {
      await call(lead, 'GET', `/team/members/${id}`, undefined, 404);
      await call(lead, 'GET', `/team/members/${id}/assignable-courses`, undefined, 404);
    }
    // Yoga is Rina's report, not the other way round.
    await call(yoga, 'GET', `/team/members/${lead.auth.userId}`, undefined, 404);
    expect((await call<TeamOverview>(lead, 'GET', '/team')).members).toHaveLength(2);
  });
});

describe('progress, hours and certificates', () => {
  it('counts courses by state, this year’s hours against the target, and valid certificates', async () => {
    const { company, lead, yoga } = await orgChart();
    await db()
      .updateTable('companies')
      .set({ training_hours_target: 20 })
      .where('id', '=', company)
      .execute();
    const [done, doneLastYear, started, late, fresh] = [
      await course(company, { minutes: 90 }),
      await course(company, { minutes: 600 }),
      await course(company),
      await course(company),
      await course(company),
    ];
    const now = Date.now();
    const lastYear = new Date(`${Number(today().slice(0, 4)) - 1}-06-01T03:00:00Z`);
    await enrol(yoga, done, { progress: 100, completedAt: new Date(now - DAY_MS) });
    await enrol(yoga, doneLastYear, { progress: 100, completedAt: lastYear });
    await enrol(yoga, started, { progress: 40, dueAt: new Date(now + 5 * DAY_MS) });
    await enrol(yoga, late, { progress: 60, dueAt: new Date(now - 2 * DAY_MS) });
    await enrol(yoga, fresh);
    const enrolmentOf = async (courseId: number) =>
      (
        await db()
          .selectFrom('enrolments')
          .select('id')
          .where('user_id', '=', yoga.auth.userId)
          .where('course_id', '=', courseId)
          .executeTakeFirstOrThrow()
      ).id;
    for (const [courseId, code, revoked] of [
      [done, `T-${company}-A`, false],
      [doneLastYear, `T-${company}-B`, true],
    ] as const)
      await db()
        .insertInto('certificates')
        .values({
          company_id: company,
          user_id: yoga.auth.userId,
          course_id: courseId,
          enrolment_id: await enrolmentOf(courseId),
          code,
          revoked_at: revoked ? new Date() : null,
        })
        .execute();

    const team = await call<TeamOverview>(lead, 'GET', '/team');
    const row = team.members.find((m) => m.id === yoga.auth.userId)!;
    expect(row.courses).toEqual({ notStarted: 1, inProgress: 1, completed: 2, overdue: 1 });
    // Only this year's completion counts: 90 minutes, not last year's 600.
    expect(row.hours).toEqual({ done: 1.5, target: 20 });
    expect(row.certificates).toBe(1);

    const detail = await call<TeamMemberDetail>(lead, 'GET', `/team/members/${yoga.auth.userId}`);
    expect(detail.courses.map((c) => [c.course.id, c.state])).toEqual([
      [late, 'overdue'],
      [started, 'inProgress'],
      [fresh, 'notStarted'],
      [done, 'completed'],
      [doneLastYear, 'completed'],
    ]);
    expect(detail.certificates.map((c) => c.state).sort()).toEqual(['revoked', 'valid']);
  });
});

describe('assigning a course', () => {
  it('enrols the person with a due date and a note, tells them, logs it, and their dashboard shows it', async () => {
    const { company, lead, yoga } = await orgChart();
    const courseId = await course(company);
    const options = await call<{ items: AssignableCourse[] }>(
      lead,
      'GET',
      `/team/members/${yoga.auth.userId}/assignable-courses`,
    );
    expect(options.items.find((c) => c.id === courseId)?.standing).toBe('none');

    const dueOn = addDays(today(), 3);
    const assigned = await call<CourseAssigned>(
      lead,
      'POST',
      `/team/members/${yoga.auth.userId}/assignments`,
      { courseId, dueOn, note: '  Sebelum kunjungan klien.  ' },
      201,
    );
    expect(assigned.enrolled).toBe(true);
    // The end of that day in the company's calendar (WIB).
    expect(assigned.dueAt).toBe(new Date(`${dueOn}T23:59:59.999+07:00`).toISOString());

    const enrolment = await db()
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', yoga.auth.userId)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({
      source: 'team',
      assigned_by: lead.auth.userId,
      assignment_note: 'Sebelum kunjungan klien.',
    });

    const notices = await db()
      .selectFrom('notifications')
      .select(['type', 'link'])
      .where('user_id', '=', yoga.auth.userId)
      .execute();
    expect(notices.map((n) => n.type)).toEqual(['course.assigned']);

    const dashboard = await call<Dashboard>(yoga, 'GET', '/me/dashboard');
    expect(dashboard.due.map((d) => [d.course.id, d.state])).toEqual([[courseId, 'dueSoon']]);

    const detail = await call<TeamMemberDetail>(lead, 'GET', `/team/members/${yoga.auth.userId}`);
    expect(detail.courses[0]).toMatchObject({
      state: 'notStarted',
      assignedBy: 'Rina Atasan',
      note: 'Sebelum kunjungan klien.',
      dueAt: assigned.dueAt,
    });
    expect(detail.log).toEqual([
      expect.objectContaining({
        action: 'course.assigned',
        by: 'Rina Atasan',
        dueAt: assigned.dueAt,
      }),
    ]);
  });

  it('dates a course the person was already taking, and refuses a finished one', async () => {
    const { company, lead, yoga } = await orgChart();
    const taking = await course(company);
    const finished = await course(company);
    await enrol(yoga, taking, { progress: 30 });
    await enrol(yoga, finished, { progress: 100, completedAt: new Date() });
    const path = `/team/members/${yoga.auth.userId}/assignments`;
    const dueOn = addDays(today(), 10);
    const dated = await call<CourseAssigned>(lead, 'POST', path, { courseId: taking, dueOn }, 201);
    expect(dated.enrolled).toBe(false);
    const row = await db()
      .selectFrom('enrolments')
      .select(['source', 'progress', 'due_at'])
      .where('user_id', '=', yoga.auth.userId)
      .where('course_id', '=', taking)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'free', progress: 30 });
    expect(row.due_at?.toISOString()).toBe(dated.dueAt);

    const refused = await call<{ error: { code: string } }>(
      lead,
      'POST',
      path,
      { courseId: finished, dueOn },
      409,
    );
    expect(refused.error.code).toBe('course_completed');
  });

  it('refuses a past or far date, a paid course from a non-staff supervisor, and someone not mine', async () => {
    const { company, lead, yoga, peerReport } = await orgChart();
    const free = await course(company);
    const paid = await course(company, { price: 250_000 });
    const path = `/team/members/${yoga.auth.userId}/assignments`;
    const past = await call<{ error: { code: string } }>(
      lead,
      'POST',
      path,
      { courseId: free, dueOn: addDays(today(), -1) },
      400,
    );
    expect(past.error.code).toBe('due_in_past');
    const far = await call<{ error: { code: string } }>(
      lead,
      'POST',
      path,
      { courseId: free, dueOn: addDays(today(), 367) },
      400,
    );
    expect(far.error.code).toBe('due_too_far');
    const dueOn = today();
    expect(
      (await call<{ error: { code: string } }>(lead, 'POST', path, { courseId: paid, dueOn }, 403))
        .error.code,
    ).toBe('paid_course');
    const options = await call<{ items: AssignableCourse[] }>(
      lead,
      'GET',
      `/team/members/${yoga.auth.userId}/assignable-courses`,
    );
    expect(options.items.map((c) => c.id)).not.toContain(paid);
    await call(
      lead,
      'POST',
      `/team/members/${peerReport.auth.userId}/assignments`,
      { courseId: free, dueOn },
      404,
    );
    await call(
      lead,
      'POST',
      `/team/members/${lead.auth.userId}/assignments`,
      { courseId: free, dueOn },
      404,
    );
    const otherCompany = await course(await newCompany(db()));
    await call(lead, 'POST', path, { courseId: otherCompany, dueOn }, 404);
    const untouched = await db()
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', 'in', [yoga.auth.userId, peerReport.auth.userId, lead.auth.userId])
      .execute();
    expect(untouched).toEqual([]);

    // A trainer who supervises may give a paid course: the company's staff decide its cost.
    const trainer = await newPerson(h, company, { name: 'Pelatih', role: ROLE.trainer });
    await reportsTo(trainer, yoga);
    await call(trainer, 'POST', path, { courseId: paid, dueOn }, 201);
  });
});
