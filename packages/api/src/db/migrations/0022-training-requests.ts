import { sql, type Kysely } from 'kysely';

/**
 * Training requests: an employee asks for a training (a course or an event of the company,
 * or an external one), their supervisor approves or rejects it with a comment, optionally
 * forwarding it to a second approver (HR). Approval grants access (a paid course opens
 * without a voucher); it enrols no one. Each step is a row of `training_request_steps`: the
 * request's history, who did what and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table training_requests (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      requester_id integer not null references users(id) on delete cascade,
      kind text not null check (kind in ('course', 'event', 'external')),
      course_id integer references courses(id) on delete set null,
      event_id integer references events(id) on delete set null,
      title text,
      provider text,
      starts_on date,
      ends_on date,
      hours numeric(6, 1),
      cost_idr bigint check (cost_idr >= 0),
      reason text not null,
      status text not null default 'pending'
        check (status in ('pending', 'forwarded', 'approved', 'rejected', 'cancelled')),
      second_approver_id integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      check (kind <> 'course' or course_id is not null or status <> 'pending'),
      check (kind <> 'external' or (title is not null and starts_on is not null))
    );
    create index training_requests_requester_idx on training_requests (requester_id, created_at desc);
    create index training_requests_second_idx on training_requests (second_approver_id)
      where second_approver_id is not null;
    create table training_request_steps (
      id serial primary key,
      request_id integer not null references training_requests(id) on delete cascade,
      actor_id integer references users(id) on delete set null,
      action text not null
        check (action in ('submitted', 'forwarded', 'approved', 'rejected', 'cancelled')),
      comment text,
      at timestamptz not null default now()
    );
    create index training_request_steps_request_idx on training_request_steps (request_id, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table training_request_steps;
    drop table training_requests;
  `.execute(db);
}
