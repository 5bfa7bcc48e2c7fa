import { sql, type Kysely } from 'kysely';

/**
 * Points: one append-only ledger every feature writes to, and the boards built from it.
 *
 * `point_events` is never updated or deleted: a point taken back (an answer no longer
 * accepted) is a new negative row that names the one it reverses. Each award has an
 * idempotency key (rule, thing, person and how many times it was taken back), so doing the
 * same thing again, or two requests at once, cannot award twice. `day_key` is the company's
 * calendar day when it happened, so a period never shifts afterwards.
 *
 * `point_totals` holds each person's sum per week, month and all time, written in the same
 * transaction as the ledger row, so a board reads one row per person instead of summing the
 * ledger on every view. `listed` says whether the person is on the boards (a learner who has
 * not chosen to hide), kept with the row so a board is read from its index alone: ranks,
 * counts and neighbours for 5 000 people without joining each one's account.
 * `rebuildTotals` writes it again from the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table companies
      add column time_zone text not null default 'Asia/Jakarta',
      add column leaderboard_anonymous boolean not null default false;

    create table point_events (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      rule text not null,
      source_key text not null,
      points integer not null,
      capped boolean not null default false,
      reverses_id integer references point_events(id),
      idempotency_key text not null unique,
      course_id integer references courses(id) on delete set null,
      subject jsonb,
      href text,
      day_key date not null,
      occurred_at timestamptz not null default now()
    );
    create index point_events_user_idx on point_events (user_id, id desc);
    create index point_events_rule_day_idx on point_events (user_id, rule, day_key);

    create table point_totals (
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      period text not null check (period in ('week', 'month', 'all')),
      period_key text not null,
      points integer not null,
      listed boolean not null,
      primary key (user_id, period, period_key)
    );
    create index point_totals_board_idx
      on point_totals (company_id, period, period_key, listed, points desc, user_id);

    create table leaderboard_preferences (
      user_id integer primary key references users(id) on delete cascade,
      visibility text not null check (visibility in ('public', 'anonymous', 'hidden')),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
