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

/** Longest text kept from one detail value; a flood of bytes must not flood the log. */
export const MAX_DETAIL_TEXT = 200;

// Control characters (C0, DEL, C1): PostgreSQL's jsonb refuses U+0000, and the others would
// garble the log when read in a terminal. Written as `\uXXXX` they stay visible evidence.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// A lone surrogate cannot be encoded as UTF-8, so no database can store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text any database accepts and a person can read, at most MAX_DETAIL_TEXT characters. */
export function loggableText(text: string): string {
  const clean = text
    .replace(CONTROL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(LONE_SURROGATE, '\uFFFD');
  if (clean.length <= MAX_DETAIL_TEXT) return clean;
  // Cut at a whole character, never between the halves of a surrogate pair.
  const cut = clean.slice(0, MAX_DETAIL_TEXT).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}

function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return loggableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => loggable(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([key, v]) => [loggableText(key), loggable(v, depth + 1)]),
  );
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
            ip: ip === null ? null : loggableText(ip),
            detail: JSON.stringify(loggable(detail)),
          })
          .execute();
      } catch (error) {
        onError(error);
      }
    },
  };
}
