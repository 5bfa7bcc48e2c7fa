import { sql, type Kysely } from 'kysely';

/** Columns holding links a learner can click or the browser loads. */
const LINK_COLUMNS = [
  ['events', 'url'],
  ['notifications', 'link'],
  ['course_contents', 'video_url'],
  ['course_contents', 'pdf_url'],
  ['course_contents', 'meeting_url'],
  ['companies', 'favicon'],
] as const;

/**
 * 1. Events keep the time zone they are held in (the company default, Asia/Jakarta, for the
 *    ones that exist), so every page shows the same local time with its WIB/WITA/WIT label.
 * 2. Calendar feeds: calendar apps subscribe without headers, so a personal feed is reached
 *    by a per-user secret in its URL. One row per user; replacing the token revokes the old
 *    URL.
 * 3. Links are only http(s) or paths on this site, checked where they are stored so no
 *    insert path (seed, import, a future editor) can keep a `javascript:` link. The same rule
 *    as `isSafeUrl` in contract/urls.ts; unsafe links already stored are dropped first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table events add column time_zone text not null default 'Asia/Jakarta';
    create table calendar_feeds (
      user_id integer primary key references users(id) on delete cascade,
      token text not null unique,
      created_at timestamptz not null default now()
    );
    create function ajar_safe_url(value text) returns boolean language sql immutable as $$
      select value !~ '[[:cntrl:][:space:]]'
        and (value ~* '^https?://[^/\\\\]' or value ~ '^/($|[^/\\\\])')
    $$;
  `.execute(db);
  for (const [table, column] of LINK_COLUMNS)
    await sql`
      update ${sql.table(table)} set ${sql.ref(column)} = null
        where ${sql.ref(column)} is not null and not ajar_safe_url(${sql.ref(column)});
      alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_${column}_safe`)}
        check (${sql.ref(column)} is null or ajar_safe_url(${sql.ref(column)}));
    `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of LINK_COLUMNS)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_${column}_safe`)}`.execute(
      db,
    );
  await sql`
    drop function ajar_safe_url(text);
    drop table calendar_feeds;
    alter table events drop column time_zone;
  `.execute(db);
}
