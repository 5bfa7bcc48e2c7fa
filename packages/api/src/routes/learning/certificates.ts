import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../../auth/guard';
import type { TokenService } from '../../auth/tokens';
import {
  CERTIFICATE_CODE_PATTERN,
  CertificateCheck,
  CertificateCodeParam,
  MyCertificate,
  type CertificateState,
} from '../../contract/certificates';
import type { Schema } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bearerSecurity, errors, json, publicRoute, route, router } from '../../http/openapi';

export function certificateState(
  cert: { revoked_at: Date | null; expires_at: Date | null },
  now: Date,
): CertificateState {
  if (cert.revoked_at !== null) return 'revoked';
  if (cert.expires_at !== null && cert.expires_at < now) return 'expired';
  return 'valid';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * My certificates, and the public check anyone holding a printed certificate can run
 * without signing in: it tells only whether the code is real and still valid, for whom and
 * for which course.
 */
export function certificateRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();

  const certificates = () =>
    db
      .selectFrom('certificates as ce')
      .innerJoin('courses as co', 'co.id', 'ce.course_id')
      .innerJoin('users as u', 'u.id', 'ce.user_id')
      .select([
        'ce.id',
        'ce.code',
        'ce.issued_at',
        'ce.expires_at',
        'ce.revoked_at',
        'co.id as course_id',
        'co.title_id',
        'co.title_en',
        'u.name as learner_name',
      ]);

  app.openapi(
    route({
      method: 'get',
      operationId: 'listMyCertificates',
      path: '/my/certificates',
      tags: ['Certificates'],
      security: bearerSecurity,
      middleware: requireAuth(tokens, ROLES.learners),
      summary: 'My certificates, newest first',
      responses: {
        200: json(MyCertificate.array(), 'Mine, with their state'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { companyId, userId } = c.get('auth');
      const now = new Date();
      const rows = await certificates()
        .where('ce.company_id', '=', companyId)
        .where('ce.user_id', '=', userId)
        .orderBy('ce.issued_at', 'desc')
        .orderBy('ce.id', 'desc')
        .execute();
      return c.json(
        rows.map((r) => ({
          id: r.id,
          code: r.code,
          course: { id: r.course_id, title: { id: r.title_id, en: r.title_en } },
          learnerName: r.learner_name,
          issuedAt: r.issued_at.toISOString(),
          expiresAt: iso(r.expires_at),
          revokedAt: iso(r.revoked_at),
          state: certificateState(r, now),
        })),
        200,
      );
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'checkCertificate',
      security: publicRoute,
      path: '/certificates/{code}',
      tags: ['Certificates'],
      summary: 'Check a certificate code (public, no sign-in)',
      request: { params: CertificateCodeParam },
      responses: {
        200: json(CertificateCheck, 'The certificate is real; `state` says if it still holds'),
        404: errors[404],
      },
    }),
    async (c) => {
      const { code } = c.req.valid('param');
      if (!CERTIFICATE_CODE_PATTERN.test(code)) throw notFound('certificate');
      const r = await certificates().where('ce.code', '=', code).executeTakeFirst();
      if (!r) throw notFound('certificate');
      return c.json(
        {
          code: r.code,
          state: certificateState(r, new Date()),
          learnerName: r.learner_name,
          courseTitle: { id: r.title_id, en: r.title_en },
          issuedAt: r.issued_at.toISOString(),
          expiresAt: iso(r.expires_at),
          revokedAt: iso(r.revoked_at),
        },
        200,
      );
    },
    // A code too long to be one is simply not a certificate, like an unknown one.
    (result, c) => {
      if (!result.success) return c.json(notFound('certificate').body(c.get('lang')), 404);
    },
  );
  return app;
}
