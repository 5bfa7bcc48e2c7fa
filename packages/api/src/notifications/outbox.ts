import type { Kysely } from 'kysely';
import type { NotificationType } from '../contract/notifications';
import type { Schema } from '../db/schema';
import { announceUnread, insertNotification, insertOutboxRow } from './outbox.queries';
import { TEMPLATES, dataIdOf, type NotificationFacts } from './templates';

export interface Notice<T extends NotificationType = NotificationType> {
  companyId: number;
  userId: number;
  type: T;
  facts: NotificationFacts[T];
}

export interface NotifyOptions {
  /** When it happened (the seed dates notifications by their facts); now by default. */
  at?: Date;
  readAt?: Date | null;
  /** False for the demo seed: past facts are not pushed to anyone's phone. */
  push?: boolean;
}

/**
 * The one way a feature tells a user something. Call it with the transaction of the change
 * itself: the in-app notification and its delivery row are written with it, or not at all.
 * Telling a user twice about one thing (same type and `data.id`) adds nothing; answers the
 * new notification's id, or undefined then.
 */
export async function notify<T extends NotificationType>(
  trx: Kysely<Schema>,
  { companyId, userId, type, facts }: Notice<T>,
  { at, readAt, push = true }: NotifyOptions = {},
): Promise<number | undefined> {
  const words = TEMPLATES[type](facts);
  const id = await insertNotification(trx, {
    ...words,
    companyId,
    userId,
    type,
    data: { ...facts, id: dataIdOf(type, facts) },
    createdAt: at,
    readAt,
  });
  if (id === undefined) return undefined;
  if (push) await insertOutboxRow(trx, { notificationId: id, userId });
  await announceUnread(trx, userId, { push });
  return id;
}
