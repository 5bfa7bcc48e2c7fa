import { sql, type Kysely } from 'kysely';
import { ROLES } from '../auth/guard';
import { FORUM_MODERATOR_ROLES } from '../contract/forum-rules';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People of a company who may read an area and whose name has a word starting with `term`
 * (any case), for the @-mention list: participants only, and for a course's area those
 * enrolled in it or staff, for a group's its active members or staff. Alphabetical, at most
 * `limit`.
 */
export function mentionCandidates(
  db: Db,
  place: {
    companyId: number;
    courseId: number | null;
    groupId: number | null;
    exceptUserId: number;
  },
  term: string,
  limit: number,
) {
  const prefix = `${likeEscaped(term.toLowerCase())}%`;
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.company_id', '=', place.companyId)
    .where('u.id', '!=', place.exceptUserId)
    .where('u.role_id', 'in', [...ROLES.learners]);
  if (term)
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.name)`, 'like', prefix),
        eb(sql`lower(u.name)`, 'like', `% ${prefix}`),
      ]),
    );
  const { courseId } = place;
  if (courseId !== null)
    query = query.where((eb) =>
      eb.or([
        eb('u.role_id', 'in', [...FORUM_MODERATOR_ROLES]),
        eb.exists(
          eb
            .selectFrom('enrolments as e')
            .select('e.id')
            .whereRef('e.user_id', '=', 'u.id')
            .where('e.course_id', '=', courseId),
        ),
      ]),
    );
  const { groupId } = place;
  if (groupId !== null)
    query = query.where((eb) =>
      eb.or([
        eb('u.role_id', 'in', [...FORUM_MODERATOR_ROLES]),
        eb.exists(
          eb
            .selectFrom('group_members as gm')
            .select('gm.user_id')
            .whereRef('gm.user_id', '=', 'u.id')
            .where('gm.group_id', '=', groupId)
            .where('gm.state', '=', 'active'),
        ),
      ]),
    );
  return query.orderBy('u.name').orderBy('u.id').limit(limit).execute();
}
