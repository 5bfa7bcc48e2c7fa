import { sql, type Kysely } from 'kysely';

/**
 * One row per sign-in, named by the token's `sid` claim, so a token can be revoked before it
 * expires (sign-out, sign-out of all devices, a password change). Every authenticated request
 * reads its row by primary key; nothing is written per request, only on renewal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      -- The last renewal: a session not renewed for SESSION_IDLE_SECONDS cannot be renewed.
      renewed_at timestamptz not null default now(),
      -- created_at + SESSION_MAX_AGE_SECONDS: no renewal reaches past it.
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id) where revoked_at is null;
    create index sessions_expires_idx on sessions (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sessions;`.execute(db);
}
