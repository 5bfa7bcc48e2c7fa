import { sql, type Kysely } from 'kysely';

/**
 * Notifications come from what happens: each names its type and the thing it is about
 * (`data.id`), and one thing notifies a user once, so a retried write or a reminder job run
 * twice adds nothing. Delivery beyond the app (push) goes through an outbox written in the
 * same transaction, and a worker sends it; preferences say which groups may push.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications
      add column type text,
      add column data jsonb not null default '{}';
    create unique index notifications_once_idx
      on notifications (user_id, type, (data->>'id')) where type is not null;

    create table notification_outbox (
      id serial primary key,
      notification_id integer not null references notifications(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      channel text not null default 'push' check (channel in ('push')),
      status text not null default 'pending'
        check (status in ('pending', 'sent', 'skipped', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      -- Tokens already reached: a retry after a partial failure sends only to the rest.
      delivered_tokens jsonb not null default '[]',
      sent_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notification_outbox_due_idx
      on notification_outbox (next_attempt_at) where status = 'pending';

    create table notification_preferences (
      user_id integer not null references users(id) on delete cascade,
      group_key text not null check (group_key in ('learning', 'events')),
      push boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, group_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table notification_preferences, notification_outbox;
    drop index notifications_once_idx;
    alter table notifications drop column type, drop column data;
  `.execute(db);
}
