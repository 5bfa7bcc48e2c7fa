import { sql, type Kysely } from 'kysely';

/**
 * A supervisor's behaviour evaluation (Kirkpatrick level 3): some time after a training, the
 * person's supervisor rates what they observe at work on a company form of Likert statements.
 * A form is a quiz of kind Evaluation that belongs to no course content (so no learner route,
 * which always reaches a quiz through its content, can find it); `team_evaluation_forms` gives
 * it its company and title. One evaluation per person, form and training (a course the person
 * completed or a verified training record); the score is the mean rating scaled to 0-100, kept
 * as computed on submit. `team_log` records who evaluated whom (never the ratings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table quizzes alter column content_id drop not null;
    alter table quizzes
      add constraint quizzes_content_check check (content_id is not null or kind = 1);
    create table team_evaluation_forms (
      quiz_id integer primary key references quizzes(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      title_id text not null,
      title_en text not null,
      description_id text,
      description_en text,
      created_at timestamptz not null default now()
    );
    create index team_evaluation_forms_company_idx on team_evaluation_forms (company_id);
    create table team_evaluations (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      evaluator_id integer not null references users(id) on delete cascade,
      subject_id integer not null references users(id) on delete cascade,
      quiz_id integer not null references quizzes(id) on delete cascade,
      course_id integer references courses(id) on delete set null,
      record_id integer references training_records(id) on delete set null,
      score numeric(5, 1) not null check (score between 0 and 100),
      comment text check (char_length(comment) <= 1000),
      created_at timestamptz not null default now(),
      check (evaluator_id <> subject_id),
      check (num_nonnulls(course_id, record_id) <= 1)
    );
    create unique index team_evaluations_course_key
      on team_evaluations (subject_id, quiz_id, course_id) where course_id is not null;
    create unique index team_evaluations_record_key
      on team_evaluations (subject_id, quiz_id, record_id) where record_id is not null;
    create index team_evaluations_subject_idx on team_evaluations (subject_id, created_at desc);
    create table team_evaluation_ratings (
      evaluation_id integer not null references team_evaluations(id) on delete cascade,
      question_id integer not null references questions(id) on delete cascade,
      rating smallint not null check (rating between 1 and 9),
      primary key (evaluation_id, question_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from team_log where action like 'evaluation.%';
    drop table team_evaluation_ratings, team_evaluations, team_evaluation_forms;
    delete from quizzes where content_id is null;
    alter table quizzes drop constraint quizzes_content_check;
    alter table quizzes alter column content_id set not null;
  `.execute(db);
}
