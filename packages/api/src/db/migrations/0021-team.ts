import { sql, type Kysely } from 'kysely';

/**
 * Team management, first part: a supervisor assigns a course to a direct report, with a due
 * date and a note, and the company sets its yearly training-hours target. An assignment is an
 * enrolment (source `team` when it enrolled the person), so the course is on their dashboard
 * and "overdue" means what it means everywhere. `team_log` keeps every change a supervisor
 * makes to a person's learning: who, whom, what and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table companies
      add column training_hours_target numeric(6, 1) not null default 40
        check (training_hours_target >= 0 and training_hours_target <= 2000);
    alter table enrolments
      add column assigned_at timestamptz,
      add column assignment_note text check (char_length(assignment_note) <= 500);
    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments
      add constraint enrolments_source_check check (source in ('free', 'voucher', 'group', 'team'));
    create table team_log (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      actor_id integer references users(id) on delete set null,
      subject_id integer not null references users(id) on delete cascade,
      action text not null,
      facts jsonb not null default '{}',
      at timestamptz not null default now()
    );
    create index team_log_subject_idx on team_log (subject_id, at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table team_log;
    delete from enrolments where source = 'team';
    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments
      add constraint enrolments_source_check check (source in ('free', 'voucher', 'group'));
    alter table enrolments drop column assignment_note, drop column assigned_at;
    alter table companies drop column training_hours_target;
  `.execute(db);
}
