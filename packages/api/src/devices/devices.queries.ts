import { sql, type Kysely, type Selectable } from 'kysely';
import type { DevicePlatform } from '../contract/devices';
import type { DeviceTable, Schema } from '../db/schema';

export interface Registration {
  row: Selectable<DeviceTable>;
  /** Who held the token in the caller's company before (null: nobody). */
  previousUserId: number | null;
}

/**
 * Registers a browser's push token for the caller. A token names one browser, and whoever
 * registers it last is the one signed in there now: every other registration of it (another
 * user, another company) is removed, or a previous user's pushes would keep arriving on that
 * browser. Rows of other companies are only deleted, never read or returned.
 */
export function registerDevice(
  db: Kysely<Schema>,
  {
    userId,
    companyId,
    token,
    platform,
  }: {
    userId: number;
    companyId: number;
    token: string;
    platform: DevicePlatform;
  },
): Promise<Registration> {
  return db.transaction().execute(async (trx) => {
    // Two registrations of one token at once (in two companies) would each miss the other's
    // uncommitted row and both stay; one lock per token puts them in turn.
    await sql`select pg_advisory_xact_lock(hashtextextended(${token}, 0))`.execute(trx);
    await trx
      .deleteFrom('devices')
      .where('token', '=', token)
      .where('company_id', '<>', companyId)
      .execute();
    // The CTE reads the owner from before the upsert.
    const { previous_user_id: previousUserId, ...row } = await trx
      .with('previous', (qb) =>
        qb
          .selectFrom('devices')
          .select('user_id')
          .where('token', '=', token)
          .where('company_id', '=', companyId),
      )
      .insertInto('devices')
      .values({ user_id: userId, company_id: companyId, token, platform })
      .onConflict((oc) =>
        oc.columns(['company_id', 'token']).doUpdateSet({
          user_id: userId,
          platform,
          last_seen_at: sql<Date>`now()`,
        }),
      )
      .returningAll()
      .returning(sql<number | null>`(select user_id from previous)`.as('previous_user_id'))
      .executeTakeFirstOrThrow();
    return { row, previousUserId };
  });
}

/** Removes the caller's own registration of a token; false when they hold none. */
export async function unregisterDevice(
  db: Kysely<Schema>,
  { userId, companyId, token }: { userId: number; companyId: number; token: string },
): Promise<boolean> {
  const removed = await db
    .deleteFrom('devices')
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}
