import { sql, type Kysely } from 'kysely';

/**
 * Classes: programs of cohorts, each cohort a set of courses taken together with a trainer
 * on calendar days (Asia/Jakarta). Slugs are checked here too, so no row can exist that the
 * path-addressed API could not reach.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table class_programs (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      cover_url text,
      unique (company_id, slug),
      -- Target of the classes' (program_id, company_id) key below.
      unique (id, company_id)
    );

    create table classes (
      id serial primary key,
      program_id integer not null,
      company_id integer not null references companies(id) on delete cascade,
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      starts_on date not null,
      ends_on date not null,
      mode text not null check (mode in ('online', 'offline')),
      location text,
      trainer_id integer references users(id) on delete set null,
      capacity integer not null check (capacity > 0),
      check (ends_on >= starts_on),
      unique (program_id, slug),
      -- A class always belongs to its program's company, so scoping by company_id is enough.
      foreign key (program_id, company_id) references class_programs (id, company_id)
        on delete cascade
    );
    create index classes_company_idx on classes (company_id, starts_on);

    create table class_courses (
      class_id integer not null references classes(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      position integer not null,
      primary key (class_id, course_id)
    );

    create table class_members (
      class_id integer not null references classes(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (class_id, user_id)
    );
    create index class_members_user_idx on class_members (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table class_members, class_courses, classes, class_programs;`.execute(db);
}
