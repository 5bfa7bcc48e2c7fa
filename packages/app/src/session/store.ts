import {
  clearToken,
  readSession,
  storeToken,
  decodeToken,
  TOKEN_KEYS,
  type Session,
  type TokenKind,
} from './token';

/** Why the session changed, so the shell can say it (a toast) when it ended by itself. */
export type SessionEvent = 'signed-in' | 'signed-out' | 'ended' | 'renewed';

type Listener = (event: SessionEvent) => void;

/**
 * The signed-in user, outside React: the data fetcher (on a 401) and the theme stream read
 * and end it without a component in between. React reads it with `useSession`.
 */
export interface SessionStore {
  get(): Session | null;
  /** What last changed the session; a guard tells a sign-out from an expiry by it. */
  lastEvent(): SessionEvent | null;
  /**
   * Reads the stored token, as a page does when it loads: nothing happened to the session yet
   * (the last event is cleared). An expired or broken one is removed and reported as `ended`.
   */
  restore(nowMs?: number): void;
  /** Stores a token from the sign-in API; false when it does not decode or has expired. */
  signIn(token: string, kind?: TokenKind): boolean;
  signOut(): void;
  /** A renewed token of the same session; false when it does not decode or has expired. */
  renewed(token: string): boolean;
  /** The API refused the token (401): drop it and tell the user. */
  end(): void;
  /**
   * Another tab changed the stored token (a `storage` event): follow it, so signing out in one
   * tab signs out every tab, and signing in elsewhere is picked up without a reload.
   */
  follow(key: string | null, newValue: string | null): void;
  subscribe(listener: Listener): () => void;
}

export function createSessionStore(): SessionStore {
  let current: Session | null = null;
  let last: SessionEvent | null = null;
  const listeners = new Set<Listener>();
  const emit = (event: SessionEvent) => {
    last = event;
    for (const listener of [...listeners]) listener(event);
  };

  return {
    get: () => current,
    lastEvent: () => last,
    restore(nowMs = Date.now()) {
      last = null;
      const stored = readSession('user', nowMs);
      current = stored.status === 'valid' ? stored.session : null;
      if (stored.status === 'ended') emit('ended');
    },
    signIn(token, kind = 'user') {
      const session = decodeToken(token, kind);
      if (!session || Date.now() >= session.expiresAt * 1000) return false;
      storeToken(kind, token);
      if (kind === 'user') {
        current = session;
        emit('signed-in');
      }
      return true;
    },
    renewed(token) {
      const session = decodeToken(token, 'user');
      if (!session || Date.now() >= session.expiresAt * 1000) return false;
      storeToken('user', token);
      current = session;
      emit('renewed');
      return true;
    },
    signOut() {
      clearToken('user');
      current = null;
      emit('signed-out');
    },
    end() {
      if (!current) return;
      clearToken('user');
      current = null;
      emit('ended');
    },
    follow(key, newValue) {
      // key null: the other tab cleared all storage.
      if (key !== null && key !== TOKEN_KEYS.user) return;
      const next = newValue ? decodeToken(newValue, 'user') : null;
      const isValid = next !== null && Date.now() < next.expiresAt * 1000;
      if (isValid && next.token !== current?.token) {
        current = next;
        emit('signed-in');
      } else if (!isValid && current) {
        current = null;
        emit('signed-out');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one session. */
export const sessionStore = createSessionStore();
