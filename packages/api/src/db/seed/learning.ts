import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { insertAssignments } from './assignments';
import type { CompanySeed } from './companies';
import { fillContents } from './learning-contents';
import { insertEnrolments, insertVouchers } from './learning-demo';

export interface LearningSeedContext {
  companyId: number;
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  now: Date;
}

/** Paid courses open only with a voucher; every other course stays free. */
const PRICES: Readonly<Record<string, { price: number; certificateValidDays: number | null }>> = {
  leadership: { price: 250_000, certificateValidDays: 365 },
};

/**
 * What a learner meets inside the courses: content text and media, meeting times, prices,
 * vouchers, and demo learners part-way through (or finished with) some courses, some of them
 * assigned with a due date.
 */
export async function insertLearning(
  db: Kysely<Schema>,
  companyKey: CompanySeed['key'],
  ctx: LearningSeedContext,
): Promise<{ vouchers: number; enrolments: number }> {
  await fillContents(db, companyKey, ctx.courses, ctx.now);
  for (const [key, terms] of Object.entries(PRICES)) {
    const id = ctx.courses.get(key);
    if (id === undefined) continue;
    await db
      .updateTable('courses')
      .set({ price: terms.price, certificate_valid_days: terms.certificateValidDays })
      .where('id', '=', id)
      .execute();
  }
  const vouchers = await insertVouchers(db, companyKey, ctx);
  const enrolments = await insertEnrolments(db, companyKey, ctx, vouchers);
  await insertAssignments(db, companyKey, ctx);
  return { vouchers: vouchers.size, enrolments };
}
