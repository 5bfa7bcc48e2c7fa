import { sql, type Kysely, type Selectable } from 'kysely';
import type { DevicePlatform } from '../contract/devices';
import type { DeviceTable, Schema } from '../db/schema';

export interface DeviceOwner {
  userId: number;
  companyId: number;
  token: string;
}

/** Holds a lock on one push token until the transaction ends. */
export async function lockToken(trx: Kysely<Schema>, token: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${token}, 0))`.execute(trx);
}

/** Deletes a token's registrations in every company but one; they are never read. */
export async function deleteTokenElsewhere(trx: Kysely<Schema>, token: string, companyId: number) {
  await trx
    .deleteFrom('devices')
    .where('token', '=', token)
    .where('company_id', '<>', companyId)
    .execute();
}

/**
 * Registers the token for the user, or moves the company's registration of it to them and
 * refreshes when it was last seen. Answers the row and who held it before (null: nobody).
 */
export async function upsertDevice(
  trx: Kysely<Schema>,
  { userId, companyId, token, platform }: DeviceOwner & { platform: DevicePlatform },
): Promise<{ row: Selectable<DeviceTable>; previousUserId: number | null }> {
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
}

/** Removes the caller's own registration of a token; false when they hold none. */
export async function deleteOwnDevice(
  db: Kysely<Schema>,
  { userId, companyId, token }: DeviceOwner,
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
