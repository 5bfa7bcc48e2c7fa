import type { UnreadChangedEvent } from '../contract/notifications';
import type { Database } from '../db/client';
import { UNREAD_CHANNEL } from '../notifications/outbox.queries';
import { notificationCounts } from '../notifications/notifications.queries';
import { keyedHub, type KeyedHub } from './keyed-hub';
import { sseFrame } from './theme-hub';

export type UnreadHub = KeyedHub;

/**
 * Each user's open pages hear their unread count whenever it changes (a notification of
 * theirs written or read, in any API process).
 */
export function unreadHub(database: Database, heartbeatMs?: number): UnreadHub {
  return keyedHub(
    database,
    UNREAD_CHANNEL,
    async (userId) => {
      const { unread } = await notificationCounts(database.db, userId);
      const event: UnreadChangedEvent = { unread };
      return sseFrame('unread', event);
    },
    heartbeatMs,
  );
}
