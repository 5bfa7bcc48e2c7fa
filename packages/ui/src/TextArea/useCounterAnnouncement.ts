import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long typing must pause before the count is read out. Announcing every keystroke
 * would talk over the reader's own echo of the typed characters (GOV.UK uses the same pause).
 */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * Text for a polite live region that follows the character count, only once the user has
 * typed and paused (never on mount, so a page with text areas stays quiet when it opens).
 */
export function useCounterAnnouncement() {
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const schedule = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnnouncement(text), ANNOUNCE_AFTER_MS);
  }, []);
  return [announcement, schedule] as const;
}
