import { useEffect } from 'react';
import { applyTheme, writeStoredPrimary } from '@ajar/tokens';
import type { Session } from '../session';
import { connectThemeStream } from './stream';

/** Applies a colour from the server and keeps it for the next visit's first paint. */
export function adoptColor(primaryColor: string) {
  if (applyTheme(primaryColor).ok) writeStoredPrimary(primaryColor);
}

/** While signed in, follows the company's colour live (one CSS write per change). */
export function useLiveTheme(session: Session | null) {
  const token = session?.kind === 'user' ? session.token : null;
  useEffect(() => {
    if (!token) return;
    return connectThemeStream({ token, onColor: adoptColor });
  }, [token]);
}
