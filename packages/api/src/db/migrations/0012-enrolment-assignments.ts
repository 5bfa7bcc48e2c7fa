import { sql, type Kysely } from 'kysely';

/**
 * A course can be assigned with a due date: the dashboard shows what is due soon and what is
 * overdue. Both stay null for a course the learner opened themselves. `assigned_by` survives
 * the assigner's account being removed (the due date still holds), so it is set null then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table enrolments
      add column due_at timestamptz,
      add column assigned_by integer references users(id) on delete set null;
    create index enrolments_due_idx on enrolments (user_id, due_at)
      where due_at is not null and completed_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index enrolments_due_idx;
    alter table enrolments drop column assigned_by, drop column due_at;
  `.execute(db);
}
