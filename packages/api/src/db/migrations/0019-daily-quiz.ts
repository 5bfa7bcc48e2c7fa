import { sql, type Kysely } from 'kysely';

/**
 * The daily quiz: one short quiz per learner per company day, drawn from their own courses,
 * with spaced repetition (FSRS) deciding when a question comes back.
 *
 * `review_cards` is one learner's memory of one question, as ts-fsrs models it (stability,
 * difficulty, due...), written each time the learner answers that question in a daily quiz.
 * `daily_quizzes` is unique per learner and `day_key` (the company's calendar day when it
 * was started), so two tabs cannot start two, and a day never shifts afterwards. Its items
 * keep the first answer given: the explanation is shown right after it, so it cannot change.
 * `daily_streaks` holds the running streak and the freezes earned (at most two), and
 * `daily_streak_freezes` the days a freeze covered, for the calendar.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_cards (
      user_id integer not null references users(id) on delete cascade,
      question_id integer not null references questions(id) on delete cascade,
      due timestamptz not null,
      stability double precision not null,
      difficulty double precision not null,
      elapsed_days integer not null,
      scheduled_days integer not null,
      learning_steps integer not null,
      reps integer not null,
      lapses integer not null,
      state smallint not null check (state between 0 and 3),
      last_review timestamptz,
      primary key (user_id, question_id)
    );
    create index review_cards_due_idx on review_cards (user_id, due);

    create table daily_quizzes (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      day_key date not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      correct_count integer,
      total integer not null check (total between 0 and 10),
      unique (user_id, day_key)
    );

    create table daily_quiz_items (
      daily_quiz_id integer not null references daily_quizzes(id) on delete cascade,
      position integer not null,
      question_id integer not null references questions(id) on delete cascade,
      source text not null check (source in ('review', 'missed', 'new', 'practice')),
      answer jsonb,
      answered_at timestamptz,
      is_correct boolean,
      primary key (daily_quiz_id, position),
      unique (daily_quiz_id, question_id)
    );

    create table daily_streaks (
      user_id integer primary key references users(id) on delete cascade,
      current integer not null default 0,
      longest integer not null default 0,
      last_day_key date,
      freezes smallint not null default 0 check (freezes between 0 and 2)
    );

    create table daily_streak_freezes (
      user_id integer not null references users(id) on delete cascade,
      day_key date not null,
      primary key (user_id, day_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table daily_streak_freezes, daily_streaks, daily_quiz_items, daily_quizzes, review_cards;
  `.execute(db);
}
