import { sql, type Kysely } from 'kysely';

/**
 * Training records: an employee logs a training taken outside Ajar (a seminar, a workshop, a
 * certification), with its certificate files; their supervisor verifies it or returns it
 * with a reason. Only verified records count toward the yearly training hours and points.
 * `training_record_steps` is each record's history: who did what, and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table training_records (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      request_id integer references training_requests(id) on delete set null,
      title text not null,
      provider text not null,
      type text not null check (type in
        ('seminar', 'workshop', 'technical', 'certification', 'webinar', 'online', 'conference', 'ojt')),
      delivery text not null check (delivery in ('online', 'offline', 'hybrid')),
      starts_on date not null,
      ends_on date not null check (ends_on >= starts_on),
      hours numeric(6, 1) not null check (hours > 0),
      cost_idr bigint not null default 0 check (cost_idr >= 0),
      funded_by text not null check (funded_by in ('company', 'self', 'sponsor')),
      certificate_no text,
      notes text,
      status text not null default 'draft'
        check (status in ('draft', 'submitted', 'verified', 'returned')),
      return_reason text,
      verified_by integer references users(id) on delete set null,
      verified_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index training_records_user_idx on training_records (user_id, starts_on desc);
    create table training_record_files (
      id serial primary key,
      record_id integer not null references training_records(id) on delete cascade,
      name text not null,
      content_type text not null check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
      size integer not null,
      bytes bytea not null,
      uploaded_at timestamptz not null default now()
    );
    create index training_record_files_record_idx on training_record_files (record_id);
    create table training_record_steps (
      id serial primary key,
      record_id integer not null references training_records(id) on delete cascade,
      actor_id integer references users(id) on delete set null,
      action text not null
        check (action in ('created', 'edited', 'submitted', 'withdrawn', 'verified', 'returned')),
      comment text,
      at timestamptz not null default now()
    );
    create index training_record_steps_record_idx on training_record_steps (record_id, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table training_record_steps;
    drop table training_record_files;
    drop table training_records;
  `.execute(db);
}
