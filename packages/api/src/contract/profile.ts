import { z } from '@hono/zod-openapi';
import { orNull, safeString } from './common';
import { LANGUAGES } from './languages';
import { PHONE_MAX_LENGTH, PHONE_PATTERN, PROFILE_NAME_MAX_LENGTH } from './profile-rules';

const Supervisor = z.object({ id: z.number().int(), name: z.string() }).openapi('Supervisor');

/** What the company keeps about a person's job; nobody changes it through the profile. */
export const Employment = z
  .object({
    employeeNumber: orNull(z.string()),
    department: orNull(z.string()),
    position: orNull(z.string()),
    supervisor: orNull(Supervisor),
  })
  .openapi('Employment');
export type Employment = z.infer<typeof Employment>;

export const Profile = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: orNull(z.string()),
    language: z.enum(LANGUAGES),
    photo: orNull(
      z.object({
        etag: z.string().openapi({
          description:
            'Changes with the photo: read it from `GET /v1/users/{id}/photo`, keyed by this',
        }),
      }),
    ),
    employment: Employment,
  })
  .openapi('Profile');
export type Profile = z.infer<typeof Profile>;

const PHONE_OR_EMPTY = new RegExp(`^$|${PHONE_PATTERN.source}`);

/**
 * The fields a person may change; any other key (an employment fact) is refused. An empty
 * phone clears it.
 */
export const UpdateProfileRequest = z
  .strictObject({
    name: safeString().trim().min(1).max(PROFILE_NAME_MAX_LENGTH).optional(),
    phone: orNull(safeString().trim().max(PHONE_MAX_LENGTH).regex(PHONE_OR_EMPTY)).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  // A save that changes nothing is a client's mistake (or no body at all).
  .refine((body) => Object.keys(body).length > 0)
  .openapi('UpdateProfileRequest', {
    example: { name: 'Rina Kusuma', phone: '+62 812 3456 7890', language: 'id' },
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
