import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { RedeemVoucherBody, VoucherRedemption } from '../contract/learning';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { redeemVoucher } from './vouchers.service';

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
      const { redemption, created } = await redeemVoucher(
        db,
        c.get('auth'),
        c.req.valid('json').code,
        new Date(),
      );
      return c.json(redemption, created ? 201 : 200);
    },
  );
  return app;
}
