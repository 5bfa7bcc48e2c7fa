import { sql, type Kysely } from 'kysely';

// Plain SQL so the same migration reads the same on PGlite and on a PostgreSQL server.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table companies (
      id serial primary key,
      name text not null,
      title text not null,
      favicon text,
      favicon_title text,
      hostname text unique,
      primary_color text not null default '#FF4048' check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
      created_at timestamptz not null default now()
    );
    create table users (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      email text not null,
      password_hash text not null,
      name text not null,
      role_id smallint not null check (role_id between 1 and 5),
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));
    create table app_secrets (name text primary key, value text not null);
    create table categories (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      slug text not null,
      name_id text not null,
      name_en text not null,
      unique (company_id, slug)
    );
    create table courses (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      category_id integer references categories(id) on delete set null,
      trainer_id integer references users(id) on delete set null,
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      cover_url text,
      display_type smallint not null default 0 check (display_type in (0, 1, 2)),
      duration_minutes integer not null default 0 check (duration_minutes >= 0),
      created_at timestamptz not null default now()
    );
    create index courses_company_idx on courses (company_id, display_type);
    create table course_sections (
      id serial primary key,
      course_id integer not null references courses(id) on delete cascade,
      position integer not null,
      title_id text not null,
      title_en text not null
    );
    create table course_contents (
      id serial primary key,
      section_id integer not null references course_sections(id) on delete cascade,
      position integer not null,
      content_type text not null check (content_type in ('Meeting', 'Module', 'Sub Module',
        'Module Summary', 'Course Summary', 'Pre Test', 'Post Test', 'Final Quiz', 'Evaluation')),
      title_id text not null,
      title_en text not null,
      duration_minutes integer not null default 0
    );
    create table roadmaps (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      cover_url text
    );
    create table roadmap_courses (
      roadmap_id integer not null references roadmaps(id) on delete cascade,
      course_id integer not null references courses(id) on delete cascade,
      position integer not null,
      primary key (roadmap_id, course_id)
    );
    create table events (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      mode text not null check (mode in ('online', 'offline')),
      location text,
      url text,
      cover_url text,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      check (ends_at >= starts_at)
    );
    create index events_company_start_idx on events (company_id, starts_at);
    create table notifications (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      title_id text not null,
      title_en text not null,
      body_id text not null,
      body_en text not null,
      link text,
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_user_idx on notifications (user_id, read_at, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table notifications, events, roadmap_courses, roadmaps, course_contents,
      course_sections, courses, categories, app_secrets, users, companies;
  `.execute(db);
}
