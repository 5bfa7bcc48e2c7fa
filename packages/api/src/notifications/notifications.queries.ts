import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

// Every query is scoped by the caller's own user id: nobody reads another's notifications.
const mine = (db: Kysely<Schema>, userId: number) =>
  db.selectFrom('notifications').where('user_id', '=', userId);

/** How many notifications a user has, and how many of them are unread. */
export function notificationCounts(db: Kysely<Schema>, userId: number) {
  return mine(db, userId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
}

/** One page of a user's notifications: unread first, then newest first. */
export function notificationPage(
  db: Kysely<Schema>,
  userId: number,
  page: number,
  pageSize: number,
) {
  return mine(db, userId)
    .selectAll()
    .orderBy(sql`read_at is null`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/**
 * Marks one notification read (keeping the first time it was read) and answers it; undefined
 * when it is not the user's: someone else's id and a missing one answer alike.
 */
export function markRead(
  db: Kysely<Schema>,
  { id, userId, companyId }: { id: number; userId: number; companyId: number },
) {
  return db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
}

/** Marks every unread notification of a user read; answers how many it marked. */
export async function markAllRead(db: Kysely<Schema>, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
