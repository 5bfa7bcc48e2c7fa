import { sql, type Kysely } from 'kysely';

/**
 * A company's uploaded logo and favicon, kept in the database beside the company rather than
 * on a disk, so every API process serves the same bytes and a backup holds them. One row per
 * company and kind; `version` (a hash of the bytes) names the image's address, so a new
 * upload is a new URL and the old one may be cached for ever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_images (
      company_id integer not null references companies(id) on delete cascade,
      kind text not null check (kind in ('logo', 'favicon')),
      content_type text not null
        check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/x-icon')),
      bytes bytea not null,
      version text not null check (version ~ '^[0-9a-f]{16}$'),
      updated_at timestamptz not null default now(),
      primary key (company_id, kind)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table company_images;`.execute(db);
}
