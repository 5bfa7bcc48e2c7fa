import { useSyncExternalStore } from 'react';
import { clearToken, readSession, storeToken, TOKEN_KEYS, type Session } from './token';

/**
 * The partner's own session (docs/product/behaviour.md: a separate group with its own token, `partnerToken`).
 * It never opens member pages: the member session (`sessionStore`) ignores it, and only the
 * partner's voucher page reads it.
 */
/** The partner sign-in: /sign-in with `?as=partner`; it stores `partnerToken` only. */
export const PARTNER_SIGN_IN_PATH = '/sign-in?as=partner';

const listeners = new Set<() => void>();
let current: Session | null | undefined;

function read(): Session | null {
  if (current === undefined) {
    const stored = readSession('partner');
    current = stored.status === 'valid' ? stored.session : null;
  }
  return current;
}

function changed() {
  current = undefined;
  for (const listener of [...listeners]) listener();
}

export const partnerSession = {
  get: read,
  /** Stores a token from the partner sign-in; false when it does not decode or has expired. */
  signIn(token: string): boolean {
    storeToken('partner', token);
    changed();
    if (read()) return true;
    clearToken('partner');
    return false;
  },
  signOut() {
    clearToken('partner');
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

// Another tab signed the partner in or out.
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === TOKEN_KEYS.partner) changed();
}

/** The signed-in partner, or null; re-renders when they sign in or out. */
export function usePartnerSession(): Session | null {
  return useSyncExternalStore(partnerSession.subscribe, partnerSession.get, partnerSession.get);
}
