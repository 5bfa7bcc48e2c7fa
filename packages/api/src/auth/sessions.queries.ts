import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export async function insertSession(
  db: Kysely<Schema>,
  session: { id: string; userId: number; at: Date; expiresAt: Date },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.at,
      renewed_at: session.at,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The one read every authenticated request makes: by primary key. */
export function liveSession(db: Kysely<Schema>, id: string, userId: number, at: Date) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/**
 * Marks a live session renewed, in one statement so a revocation cannot slip in between a
 * check and the write; undefined when it is revoked, too old, or was idle too long.
 */
export function markRenewed(
  db: Kysely<Schema>,
  id: string,
  userId: number,
  at: Date,
  idleSince: Date,
) {
  return db
    .updateTable('sessions')
    .set({ renewed_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .where('renewed_at', '>', idleSince)
    .returning('expires_at')
    .executeTakeFirst();
}

/** Revokes the user's sessions: one (`only`), or all but one (`except`), or all. */
export async function revokeSessions(
  db: Kysely<Schema>,
  userId: number,
  { only, except }: { only?: string; except?: string } = {},
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (only !== undefined) query = query.where('id', '=', only);
  if (except !== undefined) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteSessionsEndedBefore(db: Kysely<Schema>, before: Date) {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}
