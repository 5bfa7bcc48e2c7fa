import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Due push rows with what they say, locked for this transaction; rows another worker holds
 * are skipped, so two workers never send one row twice.
 */
export function lockDueRows(trx: Kysely<Schema>, now: Date, limit: number) {
  return trx
    .selectFrom('notification_outbox as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select([
      'o.id',
      'o.user_id',
      'o.attempts',
      'o.delivered_tokens',
      'n.type',
      'n.data',
      'n.title_id',
      'n.body_id',
      'n.link',
    ])
    .where('o.status', '=', 'pending')
    .where('o.next_attempt_at', '<=', now)
    .orderBy('o.id')
    .limit(limit)
    .forUpdate('o')
    .skipLocked()
    .execute();
}

export function deviceTokens(trx: Kysely<Schema>, userId: number) {
  return trx
    .selectFrom('devices')
    .select('token')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.token));
}

export async function deleteTokens(trx: Kysely<Schema>, userId: number, tokens: string[]) {
  if (tokens.length === 0) return;
  await trx
    .deleteFrom('devices')
    .where('user_id', '=', userId)
    .where('token', 'in', tokens)
    .execute();
}

export async function finishRow(
  trx: Kysely<Schema>,
  id: number,
  status: 'sent' | 'skipped' | 'failed',
  delivered: string[],
  error: string | null = null,
) {
  await trx
    .updateTable('notification_outbox')
    .set({
      status,
      delivered_tokens: JSON.stringify(delivered),
      last_error: error,
      sent_at: status === 'sent' ? sql<Date>`now()` : null,
    })
    .where('id', '=', id)
    .execute();
}

export async function retryRow(
  trx: Kysely<Schema>,
  id: number,
  {
    attempts,
    at,
    delivered,
    error,
  }: { attempts: number; at: Date; delivered: string[]; error: string },
) {
  await trx
    .updateTable('notification_outbox')
    .set({
      attempts,
      next_attempt_at: at,
      delivered_tokens: JSON.stringify(delivered),
      last_error: error,
    })
    .where('id', '=', id)
    .execute();
}
