import { sql, type Kysely } from 'kysely';

// A push token is unique within a company, not across companies: registering a token another
// company already holds adds that company's own row instead of taking the other one's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table devices drop constraint devices_token_key;
    alter table devices add constraint devices_company_token_key unique (company_id, token);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from devices d using devices newer
      where d.token = newer.token and d.last_seen_at < newer.last_seen_at;
    alter table devices drop constraint devices_company_token_key;
    alter table devices add constraint devices_token_key unique (token);
  `.execute(db);
}
