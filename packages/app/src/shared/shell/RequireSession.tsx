import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionStore, useSession } from '../../session';

/** Where a visitor goes to sign in, and comes back to `from` afterwards. */
export const signInPath = (from: string) => `/sign-in?next=${encodeURIComponent(from)}`;

/**
 * Where a page for members sends someone without a session, or null when signed in.
 * Signing out on purpose leaves for the home page; anything else asks to sign in again.
 */
export function useSignInRedirect(): string | null {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session) return null;
  return sessionStore.lastEvent() === 'signed-out' ? '/' : signInPath(pathname + search);
}

/** Its children only with a valid session; otherwise sign-in, then back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const to = useSignInRedirect();
  return to ? <Navigate to={to} replace /> : children;
}
