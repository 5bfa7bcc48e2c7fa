import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from '../contract/limits';
import type { Schema } from '../db/schema';
import {
  deleteSessionsEndedBefore,
  insertSession,
  liveSession,
  markRenewed,
  revokeSessions,
} from './sessions.queries';

/**
 * Server-side sign-in sessions (docs/decisions/0016-sessions.md). A token names its session
 * (`sid`); the session, not the token's signature alone, decides whether it still works.
 */
export interface Sessions {
  /** A new session for a sign-in; its id and when it ends at the latest (ms). */
  start(userId: number, now: number): Promise<{ id: string; expiresAt: number }>;
  isLive(id: string, userId: number, now: number): Promise<boolean>;
  /** Extends the idle clock of a live session; its absolute end (ms), or null when it is over. */
  renew(id: string, userId: number, now: number): Promise<number | null>;
  /** Revokes one of the user's sessions; another user's id changes nothing. */
  revoke(userId: number, id: string): Promise<void>;
  /** Revokes every session of the user, but `except` when given. */
  revokeAll(userId: number, except?: string): Promise<number>;
}

const SWEEP_EVERY_MS = 60 * 60_000;

export function sessionStore(
  db: Kysely<Schema>,
  { idleSeconds = SESSION_IDLE_SECONDS, maxAgeSeconds = SESSION_MAX_AGE_SECONDS } = {},
): Sessions {
  let lastSweep = 0;
  return {
    async start(userId, now) {
      // Ended sessions are only kept for a day after their end, swept as sign-ins happen.
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await deleteSessionsEndedBefore(db, new Date(now - 24 * 60 * 60_000));
      }
      const id = randomBytes(16).toString('base64url');
      const expiresAt = now + maxAgeSeconds * 1000;
      await insertSession(db, { id, userId, at: new Date(now), expiresAt: new Date(expiresAt) });
      return { id, expiresAt };
    },
    async isLive(id, userId, now) {
      return (await liveSession(db, id, userId, new Date(now))) !== undefined;
    },
    async renew(id, userId, now) {
      const row = await markRenewed(
        db,
        id,
        userId,
        new Date(now),
        new Date(now - idleSeconds * 1000),
      );
      return row ? new Date(row.expires_at).getTime() : null;
    },
    async revoke(userId, id) {
      await revokeSessions(db, userId, { only: id });
    },
    revokeAll(userId, except) {
      return revokeSessions(db, userId, except === undefined ? {} : { except });
    },
  };
}
