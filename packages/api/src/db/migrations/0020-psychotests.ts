import { sql, type Kysely } from 'kysely';

/**
 * Psychotests: self-reflection questionnaires (IPIP Big Five, RIASEC interests). One row per
 * attempt: the consent given, the answers as they are saved (item number -> '1'..'5', so a
 * reload or another device continues where the person was), and once submitted the scored
 * result with the instrument version it was scored by, so old results never change meaning.
 * Results are the person's own: `shared_with_supervisor` is their choice, and the only way
 * anyone else reads one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table psychotest_attempts (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      instrument text not null check (instrument in ('big-five', 'riasec')),
      version text not null,
      consented_at timestamptz not null,
      started_at timestamptz not null default now(),
      answers jsonb not null default '{}',
      answer_times jsonb not null default '{}',
      finished_at timestamptz,
      result jsonb,
      shared_with_supervisor boolean not null default false
    );
    create index psychotest_attempts_user_idx on psychotest_attempts (user_id, instrument, finished_at desc);
    -- One attempt in progress per person and test, even with two tabs starting at once.
    create unique index psychotest_attempts_open_idx
      on psychotest_attempts (user_id, instrument) where finished_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table psychotest_attempts;`.execute(db);
}
