import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import {
  SECURITY_EVENTS_PER_WINDOW,
  SECURITY_EVENTS_RETENTION_MS,
  SECURITY_EVENTS_SWEEP_EVERY_MS,
  SECURITY_EVENTS_WINDOW_MS,
} from '../contract/limits';

export type SecurityEventKind =
  | 'sign_in_failed'
  | 'sign_in_rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'theme_changed'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_change_rate_limited'
  | 'signed_out_everywhere'
  | 'branding_changed';

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

interface Window {
  start: number;
  written: number;
  dropped: number;
  first: SecurityEvent;
}

export interface SecurityLogOptions {
  onError?: (error: unknown) => void;
  perWindow?: number;
  windowMs?: number;
  now?: () => number;
}

export function securityLog(
  db: Kysely<Schema>,
  {
    onError = (error) => console.error('security log: could not record an event', error),
    perWindow = SECURITY_EVENTS_PER_WINDOW,
    windowMs = SECURITY_EVENTS_WINDOW_MS,
    now = Date.now,
  }: SecurityLogOptions = {},
): SecurityLog {
  const windows = new Map<string, Window>();
  let lastSweep = Number.NEGATIVE_INFINITY;
  const write = async ({
    kind,
    companyId = null,
    userId = null,
    ip = null,
    detail = {},
  }: SecurityEvent) => {
    try {
      const at = now();
      // Like login_attempts, the log is swept as it is written: it keeps 90 days at most.
      if (at - lastSweep > SECURITY_EVENTS_SWEEP_EVERY_MS) {
        lastSweep = at;
        await db
          .deleteFrom('security_events')
          .where('at', '<', new Date(at - SECURITY_EVENTS_RETENTION_MS))
          .execute();
      }
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
  };
  // Anyone can cause 401s; counted per address and kind, the log stays bounded.
  const summary = (window: Window) =>
    write({
      kind: window.first.kind,
      ip: window.first.ip,
      detail: { dropped: window.dropped, since: new Date(window.start).toISOString() },
    });
  return {
    async record(event) {
      const key = `${event.kind}\u0000${event.ip ?? ''}`;
      const at = now();
      let window = windows.get(key);
      if (window && at - window.start >= windowMs) {
        windows.delete(key);
        if (window.dropped > 0) await summary(window);
        window = undefined;
      }
      if (!window) {
        // Old windows go when a new one opens, so the map holds only the last minute's addresses.
        for (const [k, w] of windows)
          if (at - w.start >= windowMs) {
            windows.delete(k);
            if (w.dropped > 0) void summary(w);
          }
        window = { start: at, written: 0, dropped: 0, first: event };
        windows.set(key, window);
      }
      if (window.written >= perWindow) {
        window.dropped++;
        return;
      }
      window.written++;
      await write(event);
    },
  };
}
