import { sql, type Kysely } from 'kysely';
import type { NotificationData, NotificationType } from '../contract/notifications';
import type { Schema } from '../db/schema';
import type { Words } from './templates';

/** The channel that tells every API process a user's unread count changed. */
export const UNREAD_CHANNEL = 'ajar_notifications';

/**
 * The channel that wakes the push delivery job (`jobs.ts`): a push row was committed. Its
 * payload is always empty, so PostgreSQL delivers it once per transaction however many rows
 * the transaction wrote.
 */
export const PUSH_CHANNEL = 'ajar_push';

/** Inserts the notification unless the user was already told about this thing; its id or undefined. */
export async function insertNotification(
  trx: Kysely<Schema>,
  row: Words & {
    companyId: number;
    userId: number;
    type: NotificationType;
    data: NotificationData;
    createdAt?: Date;
    readAt?: Date | null;
  },
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('notifications')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      type: row.type,
      data: JSON.stringify(row.data),
      title_id: row.title_id,
      title_en: row.title_en,
      body_id: row.body_id,
      body_en: row.body_en,
      link: row.link,
      read_at: row.readAt ?? null,
      ...(row.createdAt ? { created_at: row.createdAt } : {}),
    })
    .onConflict((oc) =>
      // The partial unique index notifications_once_idx is the conflict target.
      oc
        .expression(sql`user_id, type, (data->>'id')`)
        .where('type', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertOutboxRow(
  trx: Kysely<Schema>,
  { notificationId, userId }: { notificationId: number; userId: number },
) {
  await trx
    .insertInto('notification_outbox')
    .values({ notification_id: notificationId, user_id: userId })
    .execute();
}

/**
 * Tells listening processes that a user's count changed. Inside a transaction PostgreSQL
 * holds the notice until commit and drops it on rollback, so no page hears of a
 * notification that was never written.
 */
export async function announceUnread(
  db: Kysely<Schema>,
  userId: number,
  { push = false }: { push?: boolean } = {},
) {
  const unread = sql`pg_notify(${UNREAD_CHANNEL}, ${JSON.stringify({ key: userId })})`;
  // A push row also wakes the delivery job, in the same statement: no extra round trip.
  await (
    push ? sql`select ${unread}, pg_notify(${PUSH_CHANNEL}, '')` : sql`select ${unread}`
  ).execute(db);
}
