import { sql, type Kysely } from 'kysely';
import type { MyEventTab } from '../contract/registrations';
import type { Schema } from '../db/schema';

/**
 * One page of the events a user registered for, in one tab, and how many are in it: upcoming
 * (not ended, soonest first), past (ended, latest first) and cancelled (latest cancelled
 * first). Only the user's own rows of their own company are ever read.
 */
export async function myEventPage(
  db: Kysely<Schema>,
  { companyId, userId }: { companyId: number; userId: number },
  tab: MyEventTab,
  page: number,
  pageSize: number,
) {
  let query = db
    .selectFrom('event_registrations as r')
    .innerJoin('events', 'events.id', 'r.event_id')
    .where('r.user_id', '=', userId)
    .where('r.company_id', '=', companyId)
    .where('events.company_id', '=', companyId);
  if (tab === 'cancelled') query = query.where('r.cancelled_at', 'is not', null);
  else {
    query = query.where('r.cancelled_at', 'is', null);
    query =
      tab === 'upcoming'
        ? query.where('events.ends_at', '>=', sql<Date>`now()`)
        : query.where('events.ends_at', '<', sql<Date>`now()`);
  }
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const ordered =
    tab === 'cancelled'
      ? query.orderBy('r.cancelled_at', 'desc')
      : query.orderBy('events.starts_at', tab === 'upcoming' ? 'asc' : 'desc');
  const rows = await ordered
    .selectAll('events')
    .select([
      'r.created_at as registered_at',
      'r.cancelled_at',
      'r.attended',
      sql<Date>`now()`.as('now'),
    ])
    .orderBy('events.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: total.n, rows };
}
