import { sql, type Kysely } from 'kysely';

/**
 * Learning: what a content holds, enrolments and vouchers, per-content progress, quizzes with
 * server-kept attempts and answers, and certificates. company_id sits on every learner row so
 * each query is scoped by the caller's company without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table courses
      add column price integer not null default 0 check (price >= 0),
      add column certificate_valid_days integer check (certificate_valid_days > 0);
    alter table course_contents
      add column body_id text,
      add column body_en text,
      add column video_url text,
      add column pdf_url text,
      add column meeting_starts_at timestamptz,
      add column meeting_ends_at timestamptz,
      add column meeting_mode text check (meeting_mode in ('online', 'offline')),
      add column meeting_location text,
      add column meeting_url text;

    create table vouchers (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      code text not null,
      max_uses integer check (max_uses > 0),
      per_user_limit integer not null default 1 check (per_user_limit > 0),
      expires_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index vouchers_code_key on vouchers (company_id, upper(code));

    create table enrolments (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      source text not null check (source in ('free', 'voucher')),
      progress smallint not null default 0 check (progress between 0 and 100),
      completed_at timestamptz,
      last_activity_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      unique (course_id, user_id)
    );
    create index enrolments_user_idx on enrolments (user_id, last_activity_at desc);

    create table voucher_redemptions (
      id serial primary key,
      voucher_id integer not null references vouchers(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      enrolment_id integer references enrolments(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index voucher_redemptions_voucher_idx on voucher_redemptions (voucher_id, user_id);

    create table content_progress (
      enrolment_id integer not null references enrolments(id) on delete cascade,
      content_id integer not null references course_contents(id) on delete cascade,
      completed_at timestamptz not null default now(),
      primary key (enrolment_id, content_id)
    );

    create table quizzes (
      id serial primary key,
      content_id integer not null unique references course_contents(id) on delete cascade,
      kind smallint not null default 0 check (kind in (0, 1)),
      time_limit_seconds integer check (time_limit_seconds > 0),
      max_attempts integer check (max_attempts > 0),
      shuffle_questions boolean not null default false,
      shuffle_options boolean not null default false,
      review text not null default 'afterSubmit' check (review in ('never', 'afterSubmit')),
      pass_threshold smallint not null default 50 check (pass_threshold between 0 and 100)
    );

    create table questions (
      id serial primary key,
      quiz_id integer not null references quizzes(id) on delete cascade,
      position integer not null,
      type text not null check (type in ('single', 'multiple', 'trueFalse', 'shortAnswer', 'likert')),
      text_id text not null,
      text_en text not null,
      accepted_answers text[] not null default '{}',
      explanation_id text,
      explanation_en text,
      points numeric(6, 2) not null default 1 check (points > 0)
    );
    create index questions_quiz_idx on questions (quiz_id, position);

    create table question_options (
      id serial primary key,
      question_id integer not null references questions(id) on delete cascade,
      position integer not null,
      text_id text not null,
      text_en text not null,
      is_correct boolean not null default false
    );
    create index question_options_question_idx on question_options (question_id, position);

    create table attempts (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      quiz_id integer not null references quizzes(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      enrolment_id integer not null references enrolments(id) on delete cascade,
      attempt_number integer not null,
      question_order integer[] not null,
      option_order jsonb not null default '{}',
      started_at timestamptz not null default now(),
      deadline_at timestamptz,
      submitted_at timestamptz,
      score numeric(5, 1),
      passed boolean,
      correct_count integer,
      unique (quiz_id, user_id, attempt_number)
    );
    -- At most one open attempt per learner and quiz, even with two tabs starting at once.
    create unique index attempts_one_open_idx on attempts (quiz_id, user_id) where submitted_at is null;

    create table attempt_answers (
      attempt_id integer not null references attempts(id) on delete cascade,
      question_id integer not null references questions(id) on delete cascade,
      value jsonb not null,
      answered_at timestamptz not null,
      saved_at timestamptz not null default now(),
      primary key (attempt_id, question_id)
    );

    create table certificates (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      enrolment_id integer not null unique references enrolments(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      code text not null unique,
      issued_at timestamptz not null default now(),
      expires_at timestamptz,
      revoked_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table certificates, attempt_answers, attempts, question_options, questions, quizzes,
      content_progress, voucher_redemptions, enrolments, vouchers;
    alter table course_contents
      drop column body_id, drop column body_en, drop column video_url, drop column pdf_url,
      drop column meeting_starts_at, drop column meeting_ends_at, drop column meeting_mode,
      drop column meeting_location, drop column meeting_url;
    alter table courses drop column price, drop column certificate_valid_days;
  `.execute(db);
}
