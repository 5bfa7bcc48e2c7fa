import { sql, type Kysely } from 'kysely';

/**
 * A supervisor's follow-up questions: after a training, they ask one of their direct reports
 * what they have applied at work (the evidence of behaviour change), optionally about a
 * training the person completed (a course, or a verified training record) and by a due date.
 * The person answers in plain text; the answer is the two of them's alone. The answer stays
 * editable until the supervisor reads it; one short reply from the supervisor may follow.
 * Every change is also written to `team_log` (without the words).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table team_questions (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      asker_id integer not null references users(id) on delete cascade,
      person_id integer not null references users(id) on delete cascade,
      prompt text not null check (char_length(prompt) between 10 and 500),
      course_id integer references courses(id) on delete set null,
      record_id integer references training_records(id) on delete set null,
      due_on date,
      status text not null default 'open'
        check (status in ('open', 'answered', 'read', 'withdrawn')),
      answer text check (char_length(answer) between 10 and 2000),
      answered_at timestamptz,
      answer_edited_at timestamptz,
      read_at timestamptz,
      reply text check (char_length(reply) between 2 and 500),
      replied_at timestamptz,
      withdrawn_at timestamptz,
      created_at timestamptz not null default now(),
      check (asker_id <> person_id),
      check (course_id is null or record_id is null),
      check ((status in ('answered', 'read')) = (answer is not null))
    );
    create index team_questions_person_idx on team_questions (person_id, created_at desc);
    create index team_questions_asker_idx on team_questions (asker_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from team_log where action like 'question.%';
    drop table team_questions;
  `.execute(db);
}
