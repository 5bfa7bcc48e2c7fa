import { toast } from '@ajar/ui';
import { i18next, i18nReady } from '../i18n';
import { renewToken } from './renewLater';
import { sessionStore } from './store';
import { decodeToken, storeToken, TOKEN_KEYS } from './token';

/**
 * A stored token that ran out while the learner was away is renewed first, while its session
 * lives (the API says: signed out nowhere, active within a week): they come back signed in.
 */
async function renewStoredToken(nowMs = Date.now()): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(TOKEN_KEYS.user);
  } catch {
    return;
  }
  const session = stored ? decodeToken(stored, 'user') : null;
  if (!stored || !session || session.expiresAt * 1000 > nowMs) return;
  const renewed = await renewToken(stored).catch(() => null);
  if (renewed) storeToken('user', renewed);
}

/**
 * Reads the stored session (renewed first when it expired) before the first render, so a member page never flashes the
 * sign-in redirect; a token that expired while the learner was away is removed and, once
 * translations are in, a warning says the session ended.
 */
export async function bootSession(): Promise<void> {
  await renewStoredToken();
  window.addEventListener('storage', (event) => sessionStore.follow(event.key, event.newValue));
  let ended = false;
  const stop = sessionStore.subscribe((event) => {
    if (event === 'ended') ended = true;
  });
  sessionStore.restore();
  stop();
  if (!ended) return;
  return i18nReady.then(() => {
    toast.warning({ description: i18next.t('session.ended'), dedupeKey: 'session-ended' });
  });
}
