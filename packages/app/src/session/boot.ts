import { toast } from '@ajar/ui';
import { i18next, i18nReady } from '../i18n';
import { sessionStore } from './store';

/**
 * Reads the stored session before the first render, so a member page never flashes the
 * sign-in redirect; a token that expired while the learner was away is removed and, once
 * translations are in, a warning says the session ended.
 */
export function bootSession(): Promise<void> {
  window.addEventListener('storage', (event) => sessionStore.follow(event.key, event.newValue));
  let ended = false;
  const stop = sessionStore.subscribe((event) => {
    if (event === 'ended') ended = true;
  });
  sessionStore.restore();
  stop();
  if (!ended) return Promise.resolve();
  return i18nReady.then(() => {
    toast.warning({ description: i18next.t('session.ended'), dedupeKey: 'session-ended' });
  });
}
