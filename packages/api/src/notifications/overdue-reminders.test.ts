import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseAssigned } from '../contract/team';
import { OVERDUE_NOTICE_WINDOW_DAYS } from '../contract/notification-rules';
import { addDays, dayKey } from '../points/company-days';
import { newCompany, newPerson } from '../points/test-fixtures';
import { createCourse, type Learner } from '../quiz/test-fixtures';
import { teamTestKit } from '../team/team-test-kit';
import { createHarness, type Harness } from '../testing/harness';
import { remindOverdueAssignments } from './overdue-reminders';
import { notificationsOf } from './test-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const { call, reportsTo } = teamTestKit(() => h);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const today = () => dayKey(new Date(), 'Asia/Jakarta');
const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

/** Rina leads Yoga; each test has its own company, so the job can run for it alone. */
async function team() {
  const company = await newCompany(db());
  const rina = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  await reportsTo(rina, yoga);
  const remind = (now: Date) => remindOverdueAssignments(db(), now, { companyId: company });
  return { company, rina, yoga, remind };
}

async function course(company: number) {
  const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
  const names = await db()
    .selectFrom('courses')
    .select(['title_id', 'title_en'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { courseId, ...names };
}

const assign = (lead: Learner, person: Learner, courseId: number, dueOn = today()) =>
  call<CourseAssigned>(
    lead,
    'POST',
    `/team/members/${person.auth.userId}/assignments`,
    { courseId, dueOn },
    201,
  );

const overdueOf = (who: Learner) => notificationsOf(db(), who.auth.userId, 'course.overdue');
const teamOverdueOf = (who: Learner) =>
  notificationsOf(db(), who.auth.userId, 'team.course.overdue');

describe('overdue assigned courses', () => {
  it('tell the person and their supervisor once, however often the job runs', async () => {
    const { company, rina, yoga, remind } = await team();
    const c = await course(company);
    const { dueAt } = await assign(rina, yoga, c.courseId);

    expect(await remind(after(dueAt, -HOUR_MS))).toBe(0);
    const now = after(dueAt, HOUR_MS);
    await Promise.all([remind(now), remind(now)]);
    expect(await remind(after(dueAt, 2 * HOUR_MS))).toBe(0);

    const mine = await overdueOf(yoga);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title_id: 'Kursus melewati batas waktu',
      title_en: 'Course past its due date',
      link: `/my-courses/${c.courseId}`,
      read_at: null,
    });
    expect(mine[0]!.body_id).toContain(c.title_id);
    expect(mine[0]!.body_en).toContain(c.title_en);
    expect(mine[0]!.body_en).toContain(dueAt.slice(0, 10));

    const lead = await teamOverdueOf(rina);
    expect(lead).toHaveLength(1);
    expect(lead[0]).toMatchObject({
      title_id: `Yoga Anggota melewati batas waktu ${c.title_id}`,
      title_en: `Yoga Anggota is past the due date of ${c.title_en}`,
      link: `/my-team/${yoga.auth.userId}`,
    });
    // Neither is told the other's notice.
    expect(await teamOverdueOf(yoga)).toEqual([]);
    expect(await overdueOf(rina)).toEqual([]);

    // Both are pushed as well.
    const pushed = await db()
      .selectFrom('notification_outbox')
      .select('notification_id')
      .where('notification_id', 'in', [mine[0]!.id, lead[0]!.id])
      .execute();
    expect(pushed).toHaveLength(2);
  });

  it('tell no one of a finished course, an undated or unassigned one, or one not yet due', async () => {
    const { company, rina, yoga, remind } = await team();
    const finished = await course(company);
    const later = await course(company);
    const undated = await course(company);
    const grouped = await course(company);
    const { dueAt } = await assign(rina, yoga, finished.courseId);
    await assign(rina, yoga, later.courseId, addDays(today(), 2));
    await db()
      .updateTable('enrolments')
      .set({ completed_at: new Date() })
      .where('user_id', '=', yoga.auth.userId)
      .where('course_id', '=', finished.courseId)
      .execute();
    // A course Yoga took himself, and one a group dated (no supervisor assigned either).
    await db()
      .insertInto('enrolments')
      .values([
        {
          company_id: company,
          user_id: yoga.auth.userId,
          course_id: undated.courseId,
          source: 'free',
          due_at: null,
          assigned_by: null,
        },
        {
          company_id: company,
          user_id: yoga.auth.userId,
          course_id: grouped.courseId,
          source: 'group',
          due_at: new Date(Date.now() - DAY_MS),
          assigned_by: rina.auth.userId,
        },
      ])
      .execute();

    expect(await remind(after(dueAt, HOUR_MS))).toBe(0);
    expect(await overdueOf(yoga)).toEqual([]);
    expect(await teamOverdueOf(rina)).toEqual([]);
  });

  it(`tell no one of a course overdue more than ${OVERDUE_NOTICE_WINDOW_DAYS} days`, async () => {
    const { company, rina, yoga, remind } = await team();
    const c = await course(company);
    const { dueAt } = await assign(rina, yoga, c.courseId);
    expect(await remind(after(dueAt, OVERDUE_NOTICE_WINDOW_DAYS * DAY_MS + HOUR_MS))).toBe(0);
    expect(await overdueOf(yoga)).toEqual([]);
    // Within the window, on its last day, it is still told.
    expect(await remind(after(dueAt, OVERDUE_NOTICE_WINDOW_DAYS * DAY_MS - HOUR_MS))).toBe(2);
  });

  it('tell a person without a supervisor alone, and never a supervisor of another company', async () => {
    const { company, rina, yoga, remind } = await team();
    const alone = await newPerson(h, company, { name: 'Sari Sendiri' });
    const elsewhere = await newPerson(h, await newCompany(db()), { name: 'Dedi Lain' });
    const c = await course(company);
    const { dueAt } = await assign(rina, yoga, c.courseId);
    // Assigned while Rina led them, then Sari has no one and Yoga a broken link elsewhere.
    await reportsTo(rina, alone);
    await assign(rina, alone, c.courseId);
    await db()
      .updateTable('users')
      .set({ supervisor_id: null })
      .where('id', '=', alone.auth.userId)
      .execute();
    await reportsTo(elsewhere, yoga);

    expect(await remind(after(dueAt, HOUR_MS))).toBe(2);
    expect(await overdueOf(yoga)).toHaveLength(1);
    expect(await overdueOf(alone)).toHaveLength(1);
    expect(await teamOverdueOf(elsewhere)).toEqual([]);
    // Rina assigned them but leads neither now: the supervisor told is the current one.
    expect(await teamOverdueOf(rina)).toEqual([]);
  });

  it('tell a new supervisor once too, and tell again a course assigned anew and missed again', async () => {
    const { company, rina, yoga, remind } = await team();
    const budi = await newPerson(h, company, { name: 'Budi Baru' });
    const c = await course(company);
    const first = await assign(rina, yoga, c.courseId);
    expect(await remind(after(first.dueAt, HOUR_MS))).toBe(2);

    await reportsTo(budi, yoga);
    expect(await remind(after(first.dueAt, 2 * HOUR_MS))).toBe(1);
    expect(await teamOverdueOf(budi)).toHaveLength(1);
    expect(await overdueOf(yoga)).toHaveLength(1);

    const second = await assign(budi, yoga, c.courseId, addDays(today(), 1));
    expect(await remind(after(second.dueAt, HOUR_MS))).toBe(2);
    expect(
      (await overdueOf(yoga)).map((n) => n.body_en.includes(second.dueAt.slice(0, 10))),
    ).toEqual([false, true]);
    expect(await teamOverdueOf(budi)).toHaveLength(2);
    expect(await teamOverdueOf(rina)).toHaveLength(1);
  });
});
