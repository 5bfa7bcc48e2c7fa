import type { Kysely } from 'kysely';
import { NOTIFICATION_GROUP_OF } from '../contract/notifications';
import type { Schema } from '../db/schema';
import { deleteTokens, deviceTokens, finishRow, lockDueRows, retryRow } from './delivery.queries';
import { pushOffGroups } from './preferences.queries';
import type { PushSender } from './push-sender';

export const DELIVERY_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/** 30 s, 1 min, 2 min, ... up to an hour: a service that is down is not hammered. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

export interface DeliveryResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Sends due push rows of the outbox to each user's registered devices. A group the user
 * switched off, or a user without devices (or with no sender configured), is skipped; tokens
 * the service reports unregistered are deleted; a failure is retried with a growing delay
 * and given up after DELIVERY_MAX_ATTEMPTS. Rows are locked while sent, so two workers (or two
 * runs) never send one twice.
 */
export async function deliverDue(
  db: Kysely<Schema>,
  sender: PushSender | null,
  now: Date = new Date(),
  batch = 50,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  await db.transaction().execute(async (trx) => {
    const rows = await lockDueRows(trx, now, batch);
    for (const row of rows) {
      const off = await pushOffGroups(trx, row.user_id);
      const group = row.type ? NOTIFICATION_GROUP_OF[row.type] : undefined;
      const delivered = row.delivered_tokens;
      const tokens = (await deviceTokens(trx, row.user_id)).filter((t) => !delivered.includes(t));
      if (!sender || !group || off.has(group) || tokens.length === 0) {
        await finishRow(trx, row.id, delivered.length > 0 ? 'sent' : 'skipped', delivered);
        result[delivered.length > 0 ? 'sent' : 'skipped'] += 1;
        continue;
      }
      const message = {
        title: row.title_id,
        body: row.body_id,
        data: { id: row.data.id, link: row.link ?? '/notifications' },
      };
      let outcomes;
      try {
        outcomes = await sender.send(tokens, message);
      } catch (error) {
        outcomes = tokens.map(() => 'failed' as const);
        console.error(`push: send failed (${(error as Error).message})`);
      }
      const reached = [...delivered, ...tokens.filter((_, i) => outcomes[i] === 'sent')];
      await deleteTokens(
        trx,
        row.user_id,
        tokens.filter((_, i) => outcomes[i] === 'unregistered'),
      );
      if (!outcomes.includes('failed')) {
        await finishRow(trx, row.id, reached.length > 0 ? 'sent' : 'skipped', reached);
        result[reached.length > 0 ? 'sent' : 'skipped'] += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      if (attempts >= DELIVERY_MAX_ATTEMPTS) {
        await finishRow(trx, row.id, 'failed', reached, 'gave up');
        result.failed += 1;
      } else {
        const at = new Date(now.getTime() + retryDelayMs(attempts));
        await retryRow(trx, row.id, { attempts, at, delivered: reached, error: 'send failed' });
        result.retried += 1;
      }
    }
  });
  return result;
}
