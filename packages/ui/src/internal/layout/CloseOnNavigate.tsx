import type { MouseEvent, ReactNode } from 'react';

interface CloseOnNavigateProps {
  onNavigate: () => void;
  children: ReactNode;
}

/**
 * Closes the navigation drawer once a link inside it is followed: a single-page app
 * navigates without unmounting the layout, so the drawer would otherwise stay open.
 * Links opened in a new tab (modifier keys) leave it open.
 */
export function CloseOnNavigate({ onNavigate, children }: CloseOnNavigateProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) onNavigate();
  };
  // Listens for clicks bubbling from the links inside; it is not itself interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div onClick={onClick}>{children}</div>;
}
