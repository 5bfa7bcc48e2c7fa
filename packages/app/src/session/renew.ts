import type { RenewResponse } from '@ajar/api/contract';
import { requestPath } from '../api/paths';
import { sessionStore } from './store';
import type { Session } from './token';

let inFlight: Promise<string | null> | null = null;

/**
 * A new token of the same session from `POST /v1/auth/renew` (docs/decisions/0016-sessions.md);
 * null when the session is over (401). One request at a time: every caller waiting on a
 * renewal shares it. A network failure rejects, and the caller goes on with the token it has.
 */
export function renewToken(token: string): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const response = await fetch(requestPath('post', '/auth/renew'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (response.status === 401) return null;
      if (!response.ok) throw new Error(`renew: ${response.status}`);
      return ((await response.json()) as RenewResponse).token;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Renews the member session's token and stores the new one; the token to send now. A session
 * the API says is over ends here; a failed request keeps the current token.
 */
export async function renewSession(session: Session): Promise<string | undefined> {
  try {
    const token = await renewToken(session.token);
    if (token && sessionStore.renewed(token)) return token;
    if (token === null && sessionStore.get()?.token === session.token) sessionStore.end();
    return undefined;
  } catch {
    return session.token;
  }
}
