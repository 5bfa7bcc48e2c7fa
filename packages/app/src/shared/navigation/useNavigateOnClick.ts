import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * For a Button rendered as a link (`href`): a plain click navigates inside the app; a
 * modified click (new tab, download) keeps the browser's own behaviour.
 */
export function useNavigateOnClick() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(to);
  };
}
