import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BulkAssigned,
  TeamCourseAssignees,
  TeamCourseDetail,
  TeamCourseList,
  TeamDashboard,
} from '../contract/team-reports';
import { addDays, dayKey } from '../points/company-days';
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
const today = () => dayKey(new Date(), 'Asia/Jakarta');

async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
  const res = await request(h.app, method, `/v1/team-reports${path}`, { token: who.token, body });
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

/** A course with a final quiz; `score` gives people submitted final attempts. */
async function quizCourse(company: number) {
  const { courseId, contents } = await createCourse(db(), company, [
    { type: 'Module' },
    {
      type: 'Final Quiz',
      quiz: { questions: [{ type: 'single', options: ['*a', 'b'] }] },
    },
  ]);
  return { courseId, quizId: contents[1]!.quizId };
}

async function enrol(
  who: Learner,
  courseId: number,
  facts: {
    progress?: number;
    completedAt?: Date;
    dueAt?: Date;
    assigned?: boolean;
    activity?: Date;
  } = {},
) {
  const row = await db()
    .insertInto('enrolments')
    .values({
      company_id: who.auth.companyId,
      user_id: who.auth.userId,
      course_id: courseId,
      source: 'free',
      progress: facts.progress ?? 0,
      completed_at: facts.completedAt ?? null,
      due_at: facts.dueAt ?? null,
      assigned_at: facts.assigned ? new Date() : null,
      last_activity_at: facts.activity ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function finalScore(who: Learner, enrolmentId: number, quizId: number, ...scores: number[]) {
  for (const [i, score] of scores.entries())
    await db()
      .insertInto('attempts')
      .values({
        company_id: who.auth.companyId,
        enrolment_id: enrolmentId,
        user_id: who.auth.userId,
        quiz_id: quizId,
        attempt_number: i + 1,
        question_order: [],
        score: String(score),
        passed: score >= 70,
        submitted_at: new Date(),
      })
      .execute();
}

/** Rina leads Yoga and Putri; Budi leads Andi; Dewi leads Rina. */
async function orgChart() {
  const company = await newCompany(db());
  const dewi = await newPerson(h, company, { name: 'Dewi Direktur' });
  const rina = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const putri = await newPerson(h, company, { name: 'Putri Anggota' });
  const budi = await newPerson(h, company, { name: 'Budi Rekan' });
  const andi = await newPerson(h, company, { name: 'Andi Tim Lain' });
  await reportsTo(dewi, rina);
  await reportsTo(rina, yoga, putri);
  await reportsTo(budi, andi);
  return { company, dewi, rina, yoga, putri, budi, andi };
}

describe('team courses', () => {
  it("lists my people's courses by state with the average best final score", async () => {
    const { company, rina, yoga, putri, andi } = await orgChart();
    const { courseId, quizId } = await quizCourse(company);
    const yogaIn = await enrol(yoga, courseId, { progress: 100, completedAt: new Date() });
    await finalScore(yoga, yogaIn, quizId, 60, 80);
    const putriIn = await enrol(putri, courseId, {
      progress: 30,
      dueAt: new Date(Date.now() - DAY_MS),
    });
    await finalScore(putri, putriIn, quizId, 90);
    const { courseId: peers } = await createCourse(db(), company, [{ type: 'Module' }]);
    await enrol(andi, peers);

    const list = await call<TeamCourseList>(rina, 'GET', '/courses');
    expect(list.items.map((c) => c.course.id)).toEqual([courseId]);
    expect(list.items[0]).toMatchObject({
      people: 2,
      states: { completed: 1, overdue: 1, inProgress: 0, notStarted: 0 },
      averageScore: 85,
      hasFinalQuiz: true,
    });

    const detail = await call<TeamCourseDetail>(rina, 'GET', `/courses/${courseId}`);
    expect(detail.people.map((p) => [p.name, p.state, p.score])).toEqual([
      ['Putri Anggota', 'overdue', 90],
      ['Yoga Anggota', 'completed', 80],
    ]);
  });

  it("shows no one's course to a peer, and another company's course is 404", async () => {
    const { company, budi, yoga } = await orgChart();
    const { courseId } = await quizCourse(company);
    await enrol(yoga, courseId);
    const peer = await call<TeamCourseDetail>(budi, 'GET', `/courses/${courseId}`);
    expect(peer.people).toEqual([]);
    expect(peer.summary.averageScore).toBeNull();
    const other = await orgChart();
    await call(other.rina, 'GET', `/courses/${courseId}`, undefined, 404);
    await call(other.rina, 'GET', `/courses/${courseId}/assignees`, undefined, 404);
  });
});

describe('assigning a course to several people', () => {
  it('assigns each, reporting the one who already completed it', async () => {
    const { company, rina, yoga, putri } = await orgChart();
    const { courseId } = await quizCourse(company);
    await enrol(putri, courseId, { progress: 100, completedAt: new Date() });
    const before = await call<TeamCourseAssignees>(rina, 'GET', `/courses/${courseId}/assignees`);
    expect(before.people.map((p) => [p.name, p.standing])).toEqual([
      ['Putri Anggota', 'completed'],
      ['Yoga Anggota', 'none'],
    ]);
    const dueOn = addDays(today(), 7);
    const res = await call<BulkAssigned>(rina, 'POST', `/courses/${courseId}/assignments`, {
      userIds: [yoga.auth.userId, putri.auth.userId],
      dueOn,
      note: 'Sebelum audit.',
    });
    expect(res.results.map((r) => [r.name, r.assigned, r.refusal?.code ?? null])).toEqual([
      ['Yoga Anggota', true, null],
      ['Putri Anggota', false, 'course_completed'],
    ]);
    expect(res.results[1]!.refusal!.message).toMatch(/selesai/i);
    const detail = await call<TeamCourseDetail>(rina, 'GET', `/courses/${courseId}`);
    expect(detail.people.find((p) => p.name === 'Yoga Anggota')!.dueAt).not.toBeNull();
  });

  it("refuses the whole request for a peer's report, myself or a bad date, writing nothing", async () => {
    const { company, rina, yoga, andi } = await orgChart();
    const { courseId } = await quizCourse(company);
    const path = `/courses/${courseId}/assignments`;
    const dueOn = addDays(today(), 7);
    for (const stranger of [andi, rina])
      await call(
        rina,
        'POST',
        path,
        { userIds: [yoga.auth.userId, stranger.auth.userId], dueOn },
        404,
      );
    const past = await call<{ error: { code: string; field: string } }>(
      rina,
      'POST',
      path,
      { userIds: [yoga.auth.userId], dueOn: addDays(today(), -1) },
      400,
    );
    expect(past.error).toMatchObject({ code: 'due_in_past', field: 'dueOn' });
    const detail = await call<TeamCourseDetail>(rina, 'GET', `/courses/${courseId}`);
    expect(detail.people).toEqual([]);
  });
});

describe('team dashboard', () => {
  it('walks my indirect reports with who they report to, and none of a peer’s', async () => {
    const { company, dewi, rina, yoga, putri } = await orgChart();
    const { courseId } = await quizCourse(company);
    await enrol(yoga, courseId, { assigned: true, dueAt: new Date(Date.now() - DAY_MS) });
    await enrol(putri, courseId, { assigned: true, progress: 100, completedAt: new Date() });
    await enrol(rina, courseId, { activity: new Date(Date.now() - 20 * DAY_MS) });
    const board = await call<TeamDashboard>(dewi, 'GET', '/dashboard');
    expect(board.people.map((p) => [p.name, p.depth, p.reportsTo.name])).toEqual([
      ['Rina Atasan', 1, 'Dewi Direktur'],
      ['Putri Anggota', 2, 'Rina Atasan'],
      ['Yoga Anggota', 2, 'Rina Atasan'],
    ]);
    expect(board.cards).toMatchObject({
      assigned: 2,
      assignedCompleted: 1,
      completionPercent: 50,
      overdue: 1,
      inactive: 1,
    });
    expect(board.courses[0]!.people).toBe(3);
  });

  it('ends a reporting loop and never lists me', async () => {
    const { dewi, yoga } = await orgChart();
    await reportsTo(yoga, dewi);
    const board = await call<TeamDashboard>(dewi, 'GET', '/dashboard');
    expect(board.people.map((p) => p.name).sort()).toEqual([
      'Putri Anggota',
      'Rina Atasan',
      'Yoga Anggota',
    ]);
  });

  it('exports CSV with a BOM, the file name and formulas disarmed', async () => {
    const { rina, yoga } = await orgChart();
    await db()
      .updateTable('users')
      .set({ name: '=HYPERLINK("http://x")', position: '+62 812' })
      .where('id', '=', yoga.auth.userId)
      .execute();
    const res = await request(h.app, 'GET', '/v1/team-reports/dashboard/export', {
      token: rina.token,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ajar-team-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Name,Position,Department,Reports to,Not started,In progress,Completed,Overdue,Training hours this year,Hours target,Last activity',
    );
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",'+62 812,,Rina Atasan,0,0,0,0,0,40,`);
  });

  it('is empty for someone with no reports', async () => {
    const { andi } = await orgChart();
    const board = await call<TeamDashboard>(andi, 'GET', '/dashboard');
    expect(board.people).toEqual([]);
    expect(board.cards.completionPercent).toBeNull();
  });
});
