import { z } from '@hono/zod-openapi';
import { IdNumber, orNull, pageOf, PageQuery, safeString } from './common';

/**
 * The company's org chart as its admins keep it: who each person's supervisor is
 * (`users.supervisor_id`). The team pages read it fresh, so a change applies at once.
 */

const PersonRef = z.object({ id: z.number().int(), name: z.string() });

/** One person of the company, as the org chart lists them. */
export const OrgPerson = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** RoleId: 1 admin, 2 member, 3 trainer, 4 superadmin, 5 partner. */
    role: z.number().int().min(1).max(5),
    supervisor: orNull(PersonRef),
    /** How many people have this person as their supervisor. */
    directReports: z.number().int().min(0),
  })
  .openapi('OrgPerson');
export type OrgPerson = z.infer<typeof OrgPerson>;

export const OrgPeopleQuery = PageQuery.extend({
  q: safeString()
    .trim()
    .max(100)
    .optional()
    .openapi({ description: 'Words in the name or email, any case, matched literally' }),
});

/** GET /v1/org-chart/people: the caller's company, by name. */
export const OrgPeoplePage = pageOf(OrgPerson, 'OrgPeoplePage');
export type OrgPeoplePage = z.infer<typeof OrgPeoplePage>;

export const SupervisorChange = z
  .strictObject({
    /** A person of the same company, not a partner account; null: no supervisor. */
    supervisorId: orNull(IdNumber),
  })
  .openapi('SupervisorChange', { example: { supervisorId: 3 } });
export type SupervisorChange = z.infer<typeof SupervisorChange>;
