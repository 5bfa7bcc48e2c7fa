import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { CertificateCheck, CertificateCodeParam, MyCertificate } from '../contract/certificates';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { bearerSecurity, errors, json, publicRoute, route, router } from '../http/openapi';
import { checkCertificate, myCertificates } from './certificates.service';

/**
 * My certificates, and the public check anyone holding a printed certificate can run
 * without signing in: it tells only whether the code is real and still valid, for whom and
 * for which course.
 */
export function certificateRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();

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
    async (c) => c.json(await myCertificates(db, c.get('auth'), new Date()), 200),
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
    async (c) => c.json(await checkCertificate(db, c.req.valid('param').code, new Date()), 200),
    // A code too long to be one is simply not a certificate, like an unknown one.
    (result, c) => {
      if (!result.success) return c.json(notFound('certificate').body(c.get('lang')), 404);
    },
  );
  return app;
}
