import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { Profile, UpdateProfileRequest } from '../contract/profile';
import { normalizePhone, PHOTO_TYPES } from '../contract/profile-rules';
import type { Schema } from '../db/schema';
import { notFound, unauthorized } from '../http/errors';
import { bearerSecurity, errorResponse, errors, json, route, router } from '../http/openapi';
import { reencodePhoto } from './photo-image';
import {
  companyPhoto,
  deletePhoto,
  profileOf,
  savePhoto,
  updateProfile,
  type ProfileChanges,
} from './profile.queries';

const binary = z.string().openapi({ type: 'string', format: 'binary' });
const imageBody = Object.fromEntries(PHOTO_TYPES.map((type) => [type, { schema: binary }]));

/**
 * The signed-in person's own profile and photo (`/v1/me/...`: there is no id to change, so no
 * one else's can be named), and photos of the people of the caller's company.
 */
export function profileRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('/me/*', requireAuth(tokens, ROLES.learners));
  app.use('/users/*', requireAuth(tokens, ROLES.learners));

  const ownProfile = async (userId: number) => {
    const profile = await profileOf(db, userId);
    if (!profile) throw unauthorized();
    return profile;
  };

  app.openapi(
    route({
      method: 'get',
      operationId: 'getMyProfile',
      path: '/me/profile',
      tags: ['Account'],
      summary: 'My profile and employment facts',
      security: bearerSecurity,
      responses: { 200: json(Profile, 'My profile'), 403: errors[403] },
    }),
    async (c) => c.json(await ownProfile(c.get('auth').userId), 200),
  );

  app.openapi(
    route({
      method: 'patch',
      operationId: 'updateMyProfile',
      path: '/me/profile',
      tags: ['Account'],
      summary: 'Change my name, phone or preferred language',
      description:
        'Only `name`, `phone` (an Indonesian mobile number, +62 or 08; empty clears it) and `language` may be sent; employment facts are kept by the company and any other key answers 400.',
      security: bearerSecurity,
      request: {
        body: { content: { 'application/json': { schema: UpdateProfileRequest } }, required: true },
      },
      responses: { 200: json(Profile, 'My profile as saved'), 403: errors[403] },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      const body = c.req.valid('json');
      const changes: ProfileChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.language !== undefined) changes.language = body.language;
      if (body.phone !== undefined) changes.phone = body.phone ? normalizePhone(body.phone) : null;
      await updateProfile(db, userId, changes);
      return c.json(await ownProfile(userId), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'putMyPhoto',
      path: '/me/photo',
      tags: ['Account'],
      summary: 'Set my photo',
      description:
        'The body is the image file itself (at most 2 MiB). Its type is read from its bytes, whatever its name or Content-Type: JPEG, PNG or WebP only. It is stored re-encoded as a 256×256 WebP, so nothing but its pixels is kept.',
      security: bearerSecurity,
      request: { body: { content: imageBody, required: true } },
      responses: {
        200: json(Profile, 'My profile with the new photo'),
        400: errorResponse('The image cannot be decoded (`unreadable_photo`)'),
        403: errors[403],
        413: errorResponse('The photo is larger than 2 MiB (`photo_too_large`)'),
        415: errorResponse('Not a JPEG, PNG or WebP image (`unsupported_photo_type`)'),
      },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      const photo = await reencodePhoto(new Uint8Array(await c.req.arrayBuffer()));
      await savePhoto(db, userId, photo);
      return c.json(await ownProfile(userId), 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'deleteMyPhoto',
      path: '/me/photo',
      tags: ['Account'],
      summary: 'Remove my photo',
      security: bearerSecurity,
      responses: { 200: json(Profile, 'My profile without a photo'), 403: errors[403] },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      await deletePhoto(db, userId);
      return c.json(await ownProfile(userId), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getUserPhoto',
      path: '/users/{id}/photo',
      tags: ['Account'],
      summary: 'The photo of a person of my company',
      description:
        'Answers the stored WebP with its ETag; `If-None-Match` with it answers 304. 404 when the person has no photo or is not of the caller’s company.',
      security: bearerSecurity,
      request: { params: IdParam },
      responses: {
        200: { description: 'The photo', content: { 'image/webp': { schema: binary } } },
        304: { description: 'Not changed since the ETag sent' },
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const photo = await companyPhoto(db, id, c.get('auth').companyId);
      if (!photo) throw notFound('photo');
      const etag = `"${photo.etag}"`;
      // Private: the photo is for the company's people, not for shared caches; revalidated
      // each time, so a new photo shows at once, and an unchanged one costs a 304.
      const headers = {
        etag,
        'cache-control': 'private, no-cache',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      };
      const match = c.req.header('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return c.body(null, 304, headers);
      return c.body(new Uint8Array(photo.bytes), 200, {
        ...headers,
        'content-type': photo.contentType,
        'content-length': String(photo.bytes.length),
      });
    },
  );
  return app;
}
