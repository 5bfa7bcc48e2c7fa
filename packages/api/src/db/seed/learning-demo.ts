import type { Kysely } from 'kysely';
import { orderedContents } from '../../learning/progress.queries';
import { refreshEnrolment } from '../../learning/progress.service';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

const DAY_MS = 86_400_000;

interface VoucherSeed {
  code: string;
  course: string;
  maxUses: number | null;
  perUserLimit: number;
  /** Negative: already expired. */
  expiresInDays: number;
}

/**
 * AJAR-LEAD-2026 is the code to try (the end-to-end test redeems it as member@ajar.local);
 * SEKALIPAKAI is single-use and already spent by member2; KEDALUWARSA has run out.
 */
export const VOUCHERS: Record<CompanyKey, readonly VoucherSeed[]> = {
  ajar: [
    {
      code: 'AJAR-LEAD-2026',
      course: 'leadership',
      maxUses: null,
      perUserLimit: 1,
      expiresInDays: 180,
    },
    { code: 'SEKALIPAKAI', course: 'leadership', maxUses: 1, perUserLimit: 1, expiresInDays: 90 },
    {
      code: 'KEDALUWARSA',
      course: 'leadership',
      maxUses: null,
      perUserLimit: 1,
      expiresInDays: -1,
    },
  ],
  nusantara: [
    {
      code: 'NUSA-DOK-2026',
      course: 'loading-safety',
      maxUses: 50,
      perUserLimit: 1,
      expiresInDays: 120,
    },
  ],
};

interface EnrolmentSeed {
  email: string;
  course: string;
  /** The voucher code it was opened with; free when absent. */
  voucher?: string;
  enrolledDaysAgo: number;
  /** How many contents, in course order, are done. */
  done: number | 'all';
  /** When the last done content was finished (default: yesterday). */
  finishedDaysAgo?: number;
  /** What happened to the certificate since it was issued. */
  certificate?: 'revoked' | 'expired';
}

// Only courses whose done contents need no quiz attempt are finished or advanced here (the
// quiz seed owns attempts): the guide has no quiz at all; the history of service and
// communication predates the quiz engine, and neither has a final quiz to pass.
const ENROLMENTS: Record<CompanyKey, readonly EnrolmentSeed[]> = {
  ajar: [
    {
      email: 'member2@ajar.local',
      course: 'ajar-guide',
      enrolledDaysAgo: 30,
      done: 'all',
      finishedDaysAgo: 21,
    },
    { email: 'member2@ajar.local', course: 'safety', enrolledDaysAgo: 10, done: 5 },
    {
      email: 'member2@ajar.local',
      course: 'leadership',
      voucher: 'SEKALIPAKAI',
      enrolledDaysAgo: 3,
      done: 0,
    },
    {
      email: 'member2@ajar.local',
      course: 'service',
      enrolledDaysAgo: 745,
      done: 'all',
      finishedDaysAgo: 730,
      certificate: 'expired',
    },
    {
      email: 'member2@ajar.local',
      course: 'communication',
      enrolledDaysAgo: 150,
      done: 'all',
      finishedDaysAgo: 120,
      certificate: 'revoked',
    },
    { email: 'member@ajar.local', course: 'communication', enrolledDaysAgo: 6, done: 3 },
  ],
  nusantara: [],
};

function need<T>(value: T | undefined, what: string): T {
  // A typo in the data would otherwise quietly seed less than it says.
  if (value === undefined) throw new Error(`seed: unknown ${what}`);
  return value;
}

export interface LearningIds {
  companyId: number;
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  now: Date;
}

export async function insertVouchers(db: Kysely<Schema>, key: CompanyKey, ctx: LearningIds) {
  const vouchers = VOUCHERS[key];
  if (vouchers.length === 0) return new Map<string, number>();
  const rows = await db
    .insertInto('vouchers')
    .values(
      vouchers.map((v) => ({
        company_id: ctx.companyId,
        course_id: need(ctx.courses.get(v.course), `course ${v.course}`),
        code: v.code,
        max_uses: v.maxUses,
        per_user_limit: v.perUserLimit,
        expires_at: new Date(ctx.now.getTime() + v.expiresInDays * DAY_MS),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Demo learners with history, so the score, certificate and public check pages have something
 * to show: one course finished with a valid certificate, one half done, one opened with a
 * voucher, and certificates that were revoked or have expired.
 */
export async function insertEnrolments(
  db: Kysely<Schema>,
  key: CompanyKey,
  ctx: LearningIds,
  voucherIds: ReadonlyMap<string, number>,
): Promise<number> {
  const day = (n: number) => new Date(ctx.now.getTime() - n * DAY_MS);
  for (const seed of ENROLMENTS[key]) {
    const userId = need(ctx.users.get(seed.email), `user ${seed.email}`);
    const courseId = need(ctx.courses.get(seed.course), `course ${seed.course}`);
    const enrolledAt = day(seed.enrolledDaysAgo);
    // The quiz seed may already have enrolled this learner for their attempts.
    await db
      .insertInto('enrolments')
      .values({
        company_id: ctx.companyId,
        course_id: courseId,
        user_id: userId,
        source: seed.voucher ? 'voucher' : 'free',
        created_at: enrolledAt,
        last_activity_at: enrolledAt,
      })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .execute();
    const enrolment = await db
      .selectFrom('enrolments')
      .select('id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

    if (seed.voucher) {
      await db
        .insertInto('voucher_redemptions')
        .values({
          voucher_id: need(voucherIds.get(seed.voucher), `voucher ${seed.voucher}`),
          user_id: userId,
          enrolment_id: enrolment.id,
          created_at: enrolledAt,
        })
        .execute();
    }

    const contents = await orderedContents(db, courseId);
    const done = contents.slice(0, seed.done === 'all' ? contents.length : seed.done);
    if (done.length === 0) continue;
    const finishedAt = day(seed.finishedDaysAgo ?? 1);
    const step = (finishedAt.getTime() - enrolledAt.getTime()) / done.length;
    await db
      .insertInto('content_progress')
      .values(
        done.map((c, i) => ({
          enrolment_id: enrolment.id,
          content_id: c.id,
          completed_at: new Date(enrolledAt.getTime() + (i + 1) * step),
        })),
      )
      .onConflict((oc) => oc.columns(['enrolment_id', 'content_id']).doNothing())
      .execute();
    // The same rule the player uses: progress, completion and the certificate, dated then.
    await refreshEnrolment(db, enrolment.id, finishedAt);

    if (seed.certificate === 'expired') {
      await db
        .updateTable('certificates')
        .set({ expires_at: day(365) })
        .where('enrolment_id', '=', enrolment.id)
        .execute();
    } else if (seed.certificate === 'revoked') {
      await db
        .updateTable('certificates')
        .set({ revoked_at: day(30) })
        .where('enrolment_id', '=', enrolment.id)
        .execute();
    }
  }
  return ENROLMENTS[key].length;
}
