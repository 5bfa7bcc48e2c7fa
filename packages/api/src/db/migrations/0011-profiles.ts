import { sql, type Kysely } from 'kysely';

/**
 * The profile a person keeps (phone, preferred language, photo) and the employment facts the
 * company keeps about them (employee number, department, position, supervisor): facts are
 * data, so team views and approvals can walk the supervisor line rather than trust a role.
 * The photo lives in its own table as bytes: no file store to run beside PGlite or PostgreSQL,
 * and reading a user's row never drags an image along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column phone text,
      add column language text not null default 'id' check (language in ('id', 'en')),
      add column employee_number text,
      add column department text,
      add column position text,
      add column supervisor_id integer references users(id) on delete set null,
      add constraint users_supervisor_not_self check (supervisor_id <> id);
    create index users_supervisor_idx on users (supervisor_id) where supervisor_id is not null;
    create unique index users_employee_number_key on users (company_id, employee_number)
      where employee_number is not null;
    create table user_photos (
      user_id integer primary key references users(id) on delete cascade,
      content_type text not null check (content_type in ('image/webp', 'image/jpeg', 'image/png')),
      bytes bytea not null,
      -- A hash of the bytes: the photo's ETag, and the app's cache key for it.
      etag text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table user_photos;
    alter table users
      drop column phone, drop column language, drop column employee_number,
      drop column department, drop column position, drop column supervisor_id;
  `.execute(db);
}
