import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../data/fetching';

/**
 * The text of a search field whose words live in the address (`q`): typing searches once the
 * typing pauses (`onPause` with the text as typed); a new `q` from outside (the back button,
 * a link) replaces the text, but a trailing space still being typed is kept.
 */
export function useSearchDraft(q: string, onPause: (text: string) => void) {
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    // Adjusting state to a new prop while rendering (React's documented pattern).
    setShownQ(q);
    if (draft.trim() !== q) setDraft(q);
  }
  // Not an effect dependency: a re-render (results arriving) must not restart the pause.
  const searchAfterPause = useEffectEvent((text: string) => onPause(text));
  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => searchAfterPause(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);
  return [draft, setDraft] as const;
}
