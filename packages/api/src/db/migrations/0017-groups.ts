import { sql, type Kysely } from 'kysely';

/**
 * Groups: people of one company who learn together. A group has leaders and members, a
 * join code it can rotate, courses its members are enrolled in, and its own discussion: a
 * forum module that belongs to the group (one forum, not two).
 *
 * A membership row is also a request to join (`requested`) and the answer to it
 * (`rejected`), so one person has one row per group whatever happened. The join code is kept
 * as written: leaders show it on a screen and print it as a QR code, so it is meant to be
 * read again; what guards it is that it only lets a signed-in person of the same company in,
 * expires, runs out, can be rotated, and guesses are rate-limited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table groups (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      name text not null check (length(name) between 1 and 80),
      description text not null default '' check (length(description) <= 500),
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index groups_company_idx on groups (company_id, id);

    create table group_members (
      group_id integer not null references groups(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      role text not null default 'member' check (role in ('leader', 'member')),
      state text not null check (state in ('active', 'requested', 'rejected')),
      source text not null check (source in ('creator', 'code', 'request', 'added')),
      decided_by integer references users(id) on delete set null,
      requested_at timestamptz not null default now(),
      joined_at timestamptz,
      primary key (group_id, user_id),
      check ((state = 'active') = (joined_at is not null)),
      check (role = 'member' or state = 'active')
    );
    create index group_members_user_idx on group_members (user_id, state);

    create table group_join_codes (
      id serial primary key,
      group_id integer not null references groups(id) on delete cascade,
      code text not null unique check (length(code) = 8),
      expires_at timestamptz,
      max_uses integer check (max_uses between 1 and 10000),
      uses integer not null default 0 check (uses >= 0),
      created_by integer references users(id) on delete set null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    -- At most one code of a group is live: rotating revokes the one before.
    create unique index group_join_codes_live_idx on group_join_codes (group_id)
      where revoked_at is null;

    create table group_courses (
      group_id integer not null references groups(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      due_at timestamptz,
      added_by integer references users(id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (group_id, course_id)
    );
    create index group_courses_course_idx on group_courses (course_id);

    alter table forum_modules
      add column group_id integer unique references groups(id) on delete cascade;

    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments
      add constraint enrolments_source_check check (source in ('free', 'voucher', 'group'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from enrolments where source = 'group';
    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments
      add constraint enrolments_source_check check (source in ('free', 'voucher'));
    alter table forum_modules drop column group_id;
    drop table group_courses, group_join_codes, group_members, groups;
  `.execute(db);
}
