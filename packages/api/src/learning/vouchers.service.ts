import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { VoucherRedemption } from '../contract/learning';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { courseEnrolled } from '../notifications/notices';
import type { EnrolmentRow } from './progress';
import { findEnrolment } from './progress.queries';
import { enrol, enrolmentView } from './progress.service';
import {
  companyCourseTitle,
  insertRedemption,
  lockVoucherByCode,
  voucherUses,
} from './vouchers.queries';

/**
 * Redeeming a voucher code opens its course. The voucher row is locked for the whole
 * redemption, so two learners racing for the last use of a code cannot both get it: the
 * second waits, then counts the first one's redemption.
 */
async function redeem(
  db: Kysely<Schema>,
  auth: AuthClaims,
  code: string,
  now: Date,
): Promise<{ enrolment: EnrolmentRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const voucher = await lockVoucherByCode(trx, auth.companyId, code);
    if (!voucher) throw notFound('voucher');
    if (voucher.expires_at !== null && voucher.expires_at < now) {
      throw new ApiError(400, 'voucherExpired', { value: voucher.code }, 'voucher_expired');
    }

    const uses = await voucherUses(trx, voucher.id, auth.userId);
    const usedUp =
      uses.mine >= voucher.per_user_limit ||
      (voucher.max_uses !== null && uses.total >= voucher.max_uses);

    // Already in the course: nothing to open, so nothing is spent. A used-up code still says
    // so, unless I used it myself: "already used" must not turn into success for whoever
    // happens to hold the course, yet my own code answers with the enrolment it gave me.
    const existing = await findEnrolment(trx, auth, voucher.course_id);
    if (existing && (uses.mine > 0 || !usedUp)) return { enrolment: existing, created: false };
    if (usedUp) {
      throw new ApiError(
        409,
        'alreadyUsed',
        { field: 'voucher', value: voucher.code },
        'already_used',
      );
    }

    const { enrolment, created } = await enrol(trx, auth, voucher.course_id, 'voucher');
    // Enrolled some other way meanwhile: the code opened nothing, so it is not spent.
    if (!created) return { enrolment, created };
    await insertRedemption(trx, {
      voucherId: voucher.id,
      userId: auth.userId,
      enrolmentId: enrolment.id,
    });
    await courseEnrolled(trx, { userId: auth.userId, courseId: voucher.course_id });
    return { enrolment, created };
  });
}

/** Redeems a code and answers the course it opened with my enrolment. */
export async function redeemVoucher(
  db: Kysely<Schema>,
  auth: AuthClaims,
  code: string,
  now: Date,
): Promise<{ redemption: VoucherRedemption; created: boolean }> {
  const { enrolment, created } = await redeem(db, auth, code, now);
  const course = await companyCourseTitle(db, auth.companyId, enrolment.course_id);
  const redemption: VoucherRedemption = {
    course: { id: course.id, title: { id: course.title_id, en: course.title_en } },
    enrolment: await enrolmentView(db, enrolment),
  };
  return { redemption, created };
}
