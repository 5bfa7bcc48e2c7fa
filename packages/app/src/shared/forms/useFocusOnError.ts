import { useEffect, useRef } from 'react';

/**
 * A ref for a form's error summary that takes focus each time a new message shows, so a
 * screen reader reads it and keyboard users start from it. In an effect, not a timer after
 * setting the message: the summary must have rendered before it can take focus.
 */
export function useFocusOnError<T extends HTMLElement>(message: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return ref;
}
