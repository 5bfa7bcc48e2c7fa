import { z } from '@hono/zod-openapi';
import { BRAND_IMAGE_KINDS } from '../contract/brand-images';
import {
  BrandingSettings,
  UpdateBrandingRequest,
  UploadBrandImageRequest,
} from '../contract/company';
import { idParam } from '../contract/common';
import { ROLES, requireAuth } from '../auth/guard';
import { notFound } from '../http/errors';
import { bearerSecurity, errors, json, publicRoute, route, router } from '../http/openapi';
import { findImage } from './branding.queries';
import { readBranding, removeImage, updateBranding, uploadImage } from './branding.service';
import type { CompanyDeps } from './settings.routes';

const KindParam = z.object({
  kind: z.enum(BRAND_IMAGE_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
});

const ImageParams = z.object({
  company: idParam('company'),
  kind: z.enum(BRAND_IMAGE_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
  version: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .openapi({ param: { name: 'version', in: 'path' }, example: '0123456789abcdef' }),
});

const adminOnly = { 401: errors[401], 403: errors[403] };

/**
 * The branding page's API (company admins of their own company only: the company is the
 * token's, never named in the request) and the uploaded images, served to anyone.
 */
export function brandingRoutes({ db, tokens, hub }: CompanyDeps) {
  const app = router();
  const actor = (
    c: { get(key: 'auth'): { companyId: number; userId: number } } & {
      get(key: 'clientIp'): string;
    },
  ) => {
    const { companyId, userId } = c.get('auth');
    return { companyId, userId, ip: c.get('clientIp') };
  };

  app.use('/branding', requireAuth(tokens, ROLES.companyAdmins));
  app.use('/branding/*', requireAuth(tokens, ROLES.companyAdmins));

  app.openapi(
    route({
      method: 'get',
      operationId: 'getBranding',
      path: '/branding',
      tags: ['Company'],
      summary: 'The caller’s company’s name, favicon title, colour, logo and favicon (admins)',
      security: bearerSecurity,
      responses: { 200: json(BrandingSettings, 'Current branding'), ...adminOnly },
    }),
    async (c) => c.json(await readBranding(db, c.get('auth').companyId), 200),
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'updateBranding',
      path: '/branding',
      tags: ['Company'],
      summary: 'Change name, favicon title and colour; every open page follows the colour',
      security: bearerSecurity,
      request: {
        body: {
          content: { 'application/json': { schema: UpdateBrandingRequest } },
          required: true,
        },
      },
      responses: { 200: json(BrandingSettings, 'Stored'), ...adminOnly },
    }),
    async (c) =>
      c.json(await updateBranding(db, hub, c.get('security'), actor(c), c.req.valid('json')), 200),
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'uploadBrandImage',
      path: '/branding/{kind}',
      tags: ['Company'],
      summary: 'Upload the logo (PNG, JPEG, WebP; 256 KB) or favicon (ICO, PNG; 64 KB)',
      description:
        'The type is read from the bytes; SVG and anything else is refused. The answer names the new image address.',
      security: bearerSecurity,
      request: {
        params: KindParam,
        body: {
          content: { 'application/json': { schema: UploadBrandImageRequest } },
          required: true,
        },
      },
      responses: { 200: json(BrandingSettings, 'Stored'), ...adminOnly },
    }),
    async (c) => {
      const { kind } = c.req.valid('param');
      const { image } = c.req.valid('json');
      return c.json(await uploadImage(db, c.get('security'), actor(c), kind, image), 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'removeBrandImage',
      path: '/branding/{kind}',
      tags: ['Company'],
      summary: 'Remove the logo or favicon; pages fall back to the initials and default icon',
      security: bearerSecurity,
      request: { params: KindParam },
      responses: { 200: json(BrandingSettings, 'Removed'), ...adminOnly },
    }),
    async (c) =>
      c.json(await removeImage(db, c.get('security'), actor(c), c.req.valid('param').kind), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getBrandImage',
      path: '/images/{company}/{kind}/{version}',
      tags: ['Company'],
      summary: 'An uploaded logo or favicon (public: pages show it before sign-in)',
      description:
        'Immutable: a new upload has a new version, so the answer may be cached for a year.',
      security: publicRoute,
      request: { params: ImageParams },
      responses: {
        200: {
          description: 'The image',
          content: {
            'image/png': { schema: z.string().openapi({ format: 'binary' }) },
            'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
            'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
            'image/x-icon': { schema: z.string().openapi({ format: 'binary' }) },
          },
        },
        404: errors[404],
      },
    }),
    async (c) => {
      const { company, kind, version } = c.req.valid('param');
      const image = await findImage(db, Number(company), kind, version);
      if (!image) throw notFound(kind);
      return c.body(new Uint8Array(image.bytes), 200, {
        'content-type': image.content_type,
        // The bytes were checked to be this type; the browser must not guess another.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      }) as never;
    },
  );
  return app;
}
