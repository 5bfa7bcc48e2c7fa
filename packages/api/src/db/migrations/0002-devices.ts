import { sql, type Kysely } from 'kysely';

// Browser push: one row per device token, owned by the user who registered it last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table devices (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      token text not null check (char_length(token) between 1 and 4096),
      platform text not null check (platform in ('web')),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (token)
    );
    create index devices_user_idx on devices (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table devices;`.execute(db);
}
