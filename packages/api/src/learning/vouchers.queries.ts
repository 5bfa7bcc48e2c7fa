import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The company's voucher with this code, locked until the transaction ends. */
export async function lockVoucherByCode(db: Kysely<Schema>, companyId: number, code: string) {
  return (
    db
      .selectFrom('vouchers')
      .select(['id', 'code', 'course_id', 'max_uses', 'per_user_limit', 'expires_at'])
      .where('company_id', '=', companyId)
      // The same expression as the unique index, so "ajar-lead-2026" finds AJAR-LEAD-2026.
      .where(sql<string>`upper(code)`, '=', sql<string>`upper(${code})`)
      .forUpdate()
      .executeTakeFirst()
  );
}

/** How often a voucher was redeemed: by anyone, and by this user. */
export async function voucherUses(db: Kysely<Schema>, voucherId: number, userId: number) {
  return db
    .selectFrom('voucher_redemptions')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where user_id = ${userId}))::int`.as('mine'),
    ])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirstOrThrow();
}

export async function insertRedemption(
  db: Kysely<Schema>,
  redemption: { voucherId: number; userId: number; enrolmentId: number },
) {
  await db
    .insertInto('voucher_redemptions')
    .values({
      voucher_id: redemption.voucherId,
      user_id: redemption.userId,
      enrolment_id: redemption.enrolmentId,
    })
    .execute();
}

/** A course's id and title, when it is the company's. */
export async function companyCourseTitle(db: Kysely<Schema>, companyId: number, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title_id', 'title_en'])
    .where('company_id', '=', companyId)
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
}
