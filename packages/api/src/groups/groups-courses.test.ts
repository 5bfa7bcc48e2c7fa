import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../contract/dashboard';
import type { GroupCourseOptionList, GroupDetail } from '../contract/groups';
import { companyId, newLearner, request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { codeOf, courseOfCompany, createGroup, groupOf, joined } from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
  nusantara = await companyId(h.database.db, 'Nusantara Logistik');
}, 60_000);
afterAll(() => h.close());

const learner = () => newLearner(h.database.db, h.tokens, ajar);
const addCourse = (group: number, token: string, body: object) =>
  request(h.app, 'POST', `/v1/groups/${group}/courses`, { token, body });

describe('a group course', () => {
  it('enrols every member, tells them with the due date, and shows on their dashboard', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Kasir');
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const course = await courseOfCompany(h, ajar, false);
    // Due in three days: the dashboard lists it as due soon.
    const dueOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await addCourse(group.id, leader.token, { courseId: course, dueOn });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ courseId: course, enrolled: 2 });
    const notice = await h.database.db
      .selectFrom('notifications')
      .select(['type', 'body_id', 'link'])
      .where('user_id', '=', member.auth.userId)
      .where('type', '=', 'course.assigned')
      .executeTakeFirstOrThrow();
    expect(notice.body_id).toContain(`sebelum ${dueOn}`);
    expect(notice.link).toBe(`/my-courses/${course}`);
    const dashboard = (await (
      await request(h.app, 'GET', '/v1/me/dashboard', { token: member.token })
    ).json()) as Dashboard;
    expect(dashboard.due).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: course }),
        state: 'dueSoon',
      }),
    ]);
    expect(dashboard.continueLearning?.course.id).toBe(course);
    expect((await addCourse(group.id, leader.token, { courseId: course })).status).toBe(409);
  });

  it('keeps an earlier enrolment and its progress; removing the course takes nothing away', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Gudang Timur');
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const course = await courseOfCompany(h, ajar, false);
    await request(h.app, 'POST', `/v1/courses/${course}/enrolment`, { token: member.token });
    await h.database.db
      .updateTable('enrolments')
      .set({ progress: 40 })
      .where('user_id', '=', member.auth.userId)
      .execute();
    const res = await addCourse(group.id, leader.token, { courseId: course });
    expect(await res.json()).toEqual({ courseId: course, enrolled: 1 });
    expect((await groupOf(h, group.id, member.token)).courses[0]?.myProgress).toBe(40);
    const removed = await request(h.app, 'DELETE', `/v1/groups/${group.id}/courses/${course}`, {
      token: leader.token,
    });
    expect(((await removed.json()) as GroupDetail).courses).toEqual([]);
    const still = await h.database.db
      .selectFrom('enrolments')
      .select('progress')
      .where('user_id', '=', member.auth.userId)
      .where('course_id', '=', course)
      .executeTakeFirstOrThrow();
    expect(still.progress).toBe(40);
  });

  it('that costs money takes staff; a leader sees which courses they may add', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Manajer Muda');
    const paid = await courseOfCompany(h, ajar, true);
    const refused = await addCourse(group.id, leader.token, { courseId: paid });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Kursus berbayar hanya dapat ditambahkan ke grup oleh admin atau trainer',
    );
    const options = await request(h.app, 'GET', `/v1/groups/${group.id}/course-options`, {
      token: leader.token,
    });
    const items = ((await options.json()) as GroupCourseOptionList).items;
    expect(items.find((c) => c.id === paid)).toMatchObject({ isFree: false, canAdd: false });
    const admin = await h.login('admin@ajar.local');
    expect((await addCourse(group.id, admin, { courseId: paid })).status).toBe(201);
  });

  it('must be a course of the company, and only a leader or staff adds one', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Lintas');
    const theirs = await courseOfCompany(h, nusantara, false);
    expect((await addCourse(group.id, leader.token, { courseId: theirs })).status).toBe(404);
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const course = await courseOfCompany(h, ajar, false);
    expect((await addCourse(group.id, member.token, { courseId: course })).status).toBe(403);
    expect(
      (await addCourse(group.id, leader.token, { courseId: course, dueOn: '2027-02-30' })).status,
    ).toBe(400);
  });
});
