import { sql, type Kysely } from 'kysely';

/**
 * A cancelled registration stays as a row (with `cancelled_at`) so "my events" can list it
 * under cancelled, and registering again simply clears it. `attended` is marked after the
 * event; `unknown` until someone records it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table event_registrations
      add column cancelled_at timestamptz,
      add column attended text not null default 'unknown'
        check (attended in ('unknown', 'attended', 'absent'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table event_registrations drop column cancelled_at, drop column attended;
  `.execute(db);
}
