import { sql, type Kysely } from 'kysely';
import { ROLES, requireAuth } from '../../auth/guard';
import type { AuthClaims, TokenService } from '../../auth/tokens';
import { RedeemVoucherBody, VoucherRedemption } from '../../contract/learning';
import type { Schema } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { bearerSecurity, errors, json, route, router } from '../../http/openapi';
import { enrol, enrolmentView, findEnrolment, type EnrolmentRow } from '../../learning/progress';

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
    const voucher = await trx
      .selectFrom('vouchers')
      .select(['id', 'code', 'course_id', 'max_uses', 'per_user_limit', 'expires_at'])
      .where('company_id', '=', auth.companyId)
      // The same expression as the unique index, so "ajar-lead-2026" finds AJAR-LEAD-2026.
      .where(sql<string>`upper(code)`, '=', sql<string>`upper(${code})`)
      .forUpdate()
      .executeTakeFirst();
    if (!voucher) throw notFound('voucher');
    if (voucher.expires_at !== null && voucher.expires_at < now) {
      throw new ApiError(400, 'voucherExpired', { value: voucher.code }, 'voucher_expired');
    }

    const uses = await trx
      .selectFrom('voucher_redemptions')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where user_id = ${auth.userId}))::int`.as('mine'),
      ])
      .where('voucher_id', '=', voucher.id)
      .executeTakeFirstOrThrow();
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
    await trx
      .insertInto('voucher_redemptions')
      .values({ voucher_id: voucher.id, user_id: auth.userId, enrolment_id: enrolment.id })
      .execute();
    return { enrolment, created };
  });
}

export function voucherRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path.
  app.use('/vouchers/*', requireAuth(tokens, ROLES.learners));

  app.openapi(
    route({
      method: 'post',
      operationId: 'redeemVoucher',
      path: '/vouchers/redeem',
      tags: ['Learning'],
      summary: 'Redeem a voucher code and enrol in its course',
      description:
        'Codes match case-insensitively within my company. 404 unknown code, 400 `voucher_expired`, 409 `already_used` when the code (or my share of it) is used up, also when I already hold its course some other way. Already enrolled and the code is still open, or I used it myself: 200 with my enrolment, nothing spent.',
      security: bearerSecurity,
      request: {
        body: { content: { 'application/json': { schema: RedeemVoucherBody } }, required: true },
      },
      responses: {
        200: json(VoucherRedemption, 'Already enrolled in the voucher’s course; nothing spent'),
        201: json(VoucherRedemption, 'Redeemed: enrolled now'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
        404: errors[404],
        409: {
          description: 'The code is used up',
          content: errors[400].content,
        },
      },
    }),
    async (c) => {
      const auth = c.get('auth');
      const { enrolment, created } = await redeem(db, auth, c.req.valid('json').code, new Date());
      const course = await db
        .selectFrom('courses')
        .select(['id', 'title_id', 'title_en'])
        .where('company_id', '=', auth.companyId)
        .where('id', '=', enrolment.course_id)
        .executeTakeFirstOrThrow();
      const body: VoucherRedemption = {
        course: { id: course.id, title: { id: course.title_id, en: course.title_en } },
        enrolment: await enrolmentView(db, enrolment),
      };
      return c.json(body, created ? 201 : 200);
    },
  );
  return app;
}
