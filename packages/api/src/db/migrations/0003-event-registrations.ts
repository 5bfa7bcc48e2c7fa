import { sql, type Kysely } from 'kysely';

// One row per learner per event. company_id is kept on the row so every query can be scoped
// by the caller's company without joining events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table event_registrations (
      event_id integer not null references events(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (event_id, user_id)
    );
    create index event_registrations_user_idx on event_registrations (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_registrations;`.execute(db);
}
