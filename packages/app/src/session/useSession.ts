import { useSyncExternalStore } from 'react';
import { sessionStore } from './store';
import type { Session } from './token';

/** The signed-in user, or null; re-renders on sign-in, sign-out and expiry. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
