import { useEffect, useState } from 'react';

/**
 * Moves focus once the next render is on screen. A dialog gives focus back to the button that
 * opened it, but a removed person, answered request or moved row takes that button away (or
 * moves it), so the page says where focus lands instead. Effects run after the dialog's own
 * clean-up, so this one has the last word.
 */
export function useFocusAfterRender() {
  const [target, setTarget] = useState<{ find: () => HTMLElement | null } | null>(null);
  useEffect(() => {
    target?.find()?.focus();
  }, [target]);
  return (find: () => HTMLElement | null) => setTarget({ find });
}
