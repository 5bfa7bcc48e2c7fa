import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export type SecurityEventKind =
  'sign_in_failed' | 'sign_in_rate_limited' | 'unauthorized' | 'forbidden' | 'theme_changed';

export interface SecurityEvent {
  kind: SecurityEventKind;
  companyId?: number | null;
  userId?: number | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends to `security_events`. Never throws: a log that cannot be written must not fail the request. */
export interface SecurityLog {
  record(event: SecurityEvent): Promise<void>;
}

export function securityLog(
  db: Kysely<Schema>,
  onError: (error: unknown) => void = (error) =>
    console.error('security log: could not record an event', error),
): SecurityLog {
  return {
    async record({ kind, companyId = null, userId = null, ip = null, detail = {} }) {
      try {
        await db
          .insertInto('security_events')
          .values({
            kind,
            company_id: companyId,
            user_id: userId,
            ip,
            detail: JSON.stringify(detail),
          })
          .execute();
      } catch (error) {
        onError(error);
      }
    },
  };
}
