import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@ajar/ui';

/**
 * The ui kit's text link (brand colour, underlined) that navigates inside the app; a
 * modified click (new tab, download) keeps the browser's own behaviour.
 */
export function AppLink({
  to,
  isStandalone,
  children,
}: {
  to: string;
  /** On its own line, not in a sentence: a 24 px target (see the kit's `Link`). */
  isStandalone?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Link href={to} onClick={onClick} isStandalone={isStandalone}>
      {children}
    </Link>
  );
}
