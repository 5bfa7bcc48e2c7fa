import { useEffect } from 'react';
import type { Session } from '../../session';

/**
 * Push starts after sign-in and after first paint; its module (and Firebase behind it) is
 * loaded only then, so it never weighs on the first screen.
 */
export function usePush(session: Session | null) {
  const signedIn = session?.kind === 'user';
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('./startPushForApp').then(({ startPushForApp }) => {
        if (!cancelled) void startPushForApp();
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [signedIn]);
}
