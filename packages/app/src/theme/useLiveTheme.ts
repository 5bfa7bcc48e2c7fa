import { useEffect } from 'react';
import type { Session } from '../session';
import { connectThemeStream } from './stream';

/**
 * Applies a colour from the server and keeps it for the next visit's first paint; the
 * colour-ramp maths load with the first colour the server sends.
 */
export function adoptColor(primaryColor: string): Promise<void> {
  return import('./applyColor').then((module) => module.adoptColor(primaryColor));
}

/**
 * Follows the company's colour live (one CSS write per change): the user's company while
 * signed in, else the company of this host, so a visitor's page changes with the brand too.
 */
export function useLiveTheme(session: Session | null) {
  const token = session?.kind === 'user' ? session.token : null;
  useEffect(() => connectThemeStream({ token, onColor: adoptColor }), [token]);
}
