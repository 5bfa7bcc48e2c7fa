import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { GROUP_LIMITS } from '../contract/group-rules';
import type { AddGroupCourseRequest, GroupCourseOptionList } from '../contract/groups';
import type { Schema } from '../db/schema';
import { jakartaToday } from '../catalog/class-status';
import { ApiError, notFound } from '../http/errors';
import { companyCourse } from '../learning/progress.queries';
import { courseAssigned } from '../notifications/notices';
import { canAddCourse } from './groups-access';
import { requireGroup } from './groups.service';
import { coursesToAdd } from './groups.queries';
import {
  activeMemberIds,
  deleteGroupCourse,
  enrolInCourse,
  groupCourseRows,
  insertGroupCourse,
} from './groups-writing.queries';

/** A group's courses: adding one enrols its members; those who join later are enrolled too. */

type Db = Kysely<Schema>;

/** The last instant of a Jakarta calendar day (WIB has no daylight saving). */
export const endOfJakartaDay = (day: string) => new Date(`${day}T23:59:59.999+07:00`);

/**
 * Enrols new members in every course of the group, with its due date, and tells each of
 * the course they gained (not of ones they had).
 */
export async function enrolInGroupCourses(
  trx: Db,
  group: { groupId: number; companyId: number },
  userIds: number[],
) {
  if (userIds.length === 0) return;
  for (const course of await groupCourseRows(trx, group.groupId)) {
    const place = {
      companyId: group.companyId,
      courseId: course.course_id,
      dueAt: course.due_at,
      by: course.added_by,
    };
    for (const userId of await enrolInCourse(trx, place, userIds))
      await courseAssigned(trx, { userId, courseId: course.course_id, dueAt: course.due_at });
  }
}

/** Adds a course of the company to the group and enrols its active members in it. */
export async function addCourse(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  request: AddGroupCourseRequest,
) {
  await requireGroup(db, auth, groupId, { manage: true });
  const course = await companyCourse(db, auth.companyId, request.courseId);
  if (!course) throw notFound('course');
  if (!canAddCourse(auth, course))
    throw new ApiError(403, 'groupPaidCourse', { field: 'courseId' }, 'paid_course');
  // A date already gone would make the course overdue for everyone the moment it is added.
  if (request.dueOn && request.dueOn < jakartaToday())
    throw new ApiError(400, 'invalid', { field: 'dueOn' }, 'invalid');
  const dueAt = request.dueOn ? endOfJakartaDay(request.dueOn) : null;
  return db.transaction().execute(async (trx) => {
    const added = await insertGroupCourse(trx, {
      groupId,
      courseId: course.id,
      dueAt,
      by: auth.userId,
    });
    if (!added)
      throw new ApiError(409, 'groupCourseAlready', { field: 'courseId' }, 'course_in_group');
    const members = await activeMemberIds(trx, groupId);
    const place = { companyId: auth.companyId, courseId: course.id, dueAt, by: auth.userId };
    const enrolled = await enrolInCourse(trx, place, members);
    for (const userId of enrolled)
      await courseAssigned(trx, { userId, courseId: course.id, dueAt });
    return { courseId: course.id, enrolled: enrolled.length };
  });
}

/** Takes a course off the group; nobody loses an enrolment or the progress in it. */
export async function removeCourse(db: Db, auth: AuthClaims, groupId: number, courseId: number) {
  await requireGroup(db, auth, groupId, { manage: true });
  const removed = await db
    .transaction()
    .execute((trx) => deleteGroupCourse(trx, groupId, courseId));
  if (!removed) throw notFound('course');
}

/** Courses a leader may look through to add, by a part of their title. */
export async function courseOptions(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  term: string,
): Promise<GroupCourseOptionList> {
  await requireGroup(db, auth, groupId, { manage: true });
  const rows = await coursesToAdd(
    db,
    { companyId: auth.companyId, groupId },
    term.trim(),
    GROUP_LIMITS.suggestions,
  );
  return {
    items: rows.map((c) => ({
      id: c.id,
      title: { id: c.title_id, en: c.title_en },
      isFree: c.price <= 0,
      canAdd: canAddCourse(auth, c),
    })),
  };
}
