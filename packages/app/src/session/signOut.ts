import { apiRequest } from '../api';
import { sessionStore } from './store';

/**
 * Signs out here and on the server (`POST /v1/auth/logout`), so the token stops working
 * everywhere, not only in this browser. The browser forgets it whatever the server answers.
 */
export async function signOut(): Promise<void> {
  if (sessionStore.get()) await apiRequest('post', '/auth/logout').catch(() => undefined);
  sessionStore.signOut();
}

/** Ends every session of the user (`POST /v1/auth/logout-all`), this browser's too. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('post', '/auth/logout-all');
  sessionStore.signOut();
}
