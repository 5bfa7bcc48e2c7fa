import type { Kysely } from 'kysely';
import type { RoleId } from '../contract/roles';
import type { Schema } from '../db/schema';

/** The person a feed token belongs to, or undefined for an unknown or replaced token. */
export async function feedOwner(
  db: Kysely<Schema>,
  token: string,
): Promise<{ userId: number; roleId: RoleId; companyId: number } | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id as userId', 'users.role_id as roleId', 'users.company_id as companyId'])
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
  return row;
}

/** Gives the user a feed with this token unless they already have one. */
export async function createFeedUnlessExists(db: Kysely<Schema>, userId: number, token: string) {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The token of the user's feed; throws when they have none. */
export async function feedToken(db: Kysely<Schema>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** Gives the user's feed this token (creating the feed if need be); the old one stops working. */
export async function replaceFeedToken(db: Kysely<Schema>, userId: number, token: string) {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: new Date() }))
    .execute();
}
