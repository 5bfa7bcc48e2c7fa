import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { CourseAccess, Enrolment } from '../contract/learning';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { courseEnrolled } from '../notifications/notices';
import { hasApprovedCourse } from '../training-requests/training-requests.queries';
import { companyCourse, findEnrolment } from './progress.queries';
import { enrol, enrolmentView } from './progress.service';

/** A course of my company; another company's answers 404 as if absent. */
async function requireCourse(db: Kysely<Schema>, companyId: number, courseId: number) {
  const course = await companyCourse(db, companyId, courseId);
  if (!course) throw notFound('course');
  return course;
}

/** Whether I am enrolled in a course, and whether getting in needs a voucher. */
export async function courseAccess(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<CourseAccess> {
  const course = await requireCourse(db, auth.companyId, courseId);
  const enrolment = await findEnrolment(db, auth, course.id);
  return {
    enrolment: enrolment ? await enrolmentView(db, enrolment) : null,
    requiresVoucher: course.price > 0 && !(await hasApprovedCourse(db, auth.userId, course.id)),
  };
}

/**
 * Enrols me in a free course, or answers the enrolment I have. A paid course opens only
 * through a voucher, or a training request of mine for it that was approved (the approval
 * grants access; enrolling stays my step): 400 `voucher_required` otherwise.
 */
export async function enrolInFreeCourse(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<{ enrolment: Enrolment; created: boolean }> {
  const course = await requireCourse(db, auth.companyId, courseId);
  if (course.price > 0 && !(await hasApprovedCourse(db, auth.userId, course.id))) {
    const existing = await findEnrolment(db, auth, course.id);
    if (!existing) throw new ApiError(400, 'voucherRequired', {}, 'voucher_required');
    return { enrolment: await enrolmentView(db, existing), created: false };
  }
  // enrol() is one insert with on-conflict, so two presses at once enrol once.
  const { enrolment, created } = await db.transaction().execute(async (trx) => {
    const result = await enrol(trx, auth, course.id, 'free');
    if (result.created) await courseEnrolled(trx, { userId: auth.userId, courseId: course.id });
    return result;
  });
  return { enrolment: await enrolmentView(db, enrolment), created };
}
