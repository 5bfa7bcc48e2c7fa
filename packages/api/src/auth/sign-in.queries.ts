import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The account an email signs in to, compared case-insensitively; undefined when none. */
export function accountByEmail(db: Kysely<Schema>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role_id', 'company_id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

export async function passwordHashOf(db: Kysely<Schema>, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Kysely<Schema>, userId: number, hash: string) {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** The user with their company, as `GET /v1/auth/me` answers; undefined for a deleted user. */
export function userWithCompany(db: Kysely<Schema>, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role_id',
      'companies.id as company_id',
      'companies.name as company_name',
      'companies.title as company_title',
      // Direct reports in the same company: the team menu is for those with one.
      (eb) =>
        eb
          .selectFrom('users as r')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('r.supervisor_id', '=', 'users.id')
          .whereRef('r.company_id', '=', 'users.company_id')
          .as('team_size'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
