import { sql, type Kysely } from 'kysely';

/**
 * Sign-in attempt counters, shared by every API process on the database, and the security
 * event log. Neither references users or companies: a log entry outlives what it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_attempts (
      scope text not null,
      key text not null,
      window_start timestamptz not null,
      count integer not null,
      -- Windows in a row that ended over the limit; lengthens the next one (back-off).
      strikes integer not null default 0,
      primary key (scope, key)
    );
    create index login_attempts_window_idx on login_attempts (window_start);

    create table security_events (
      id bigserial primary key,
      at timestamptz not null default now(),
      kind text not null,
      company_id integer,
      user_id integer,
      ip text,
      detail jsonb not null default '{}'
    );
    create index security_events_company_idx on security_events (company_id, at);
    create index security_events_kind_idx on security_events (kind, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table security_events, login_attempts;`.execute(db);
}
