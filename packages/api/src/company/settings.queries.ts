import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** What every page of a company shows: title, favicon and brand colour; undefined when none. */
export function companySettings(db: Kysely<Schema>, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['title', 'favicon', 'favicon_title', 'primary_color'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export async function setPrimaryColor(db: Kysely<Schema>, companyId: number, color: string) {
  await db
    .updateTable('companies')
    .set({ primary_color: color })
    .where('id', '=', companyId)
    .execute();
}
