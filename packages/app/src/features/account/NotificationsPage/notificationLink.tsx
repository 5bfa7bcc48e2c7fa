import type { MouseEvent } from 'react';
import { safeHref, type RenderLink } from '@ajar/ui';
import { routerLink } from '../../../shared/shell/routerLink';

/**
 * The link of a notification: inside the app through the router, elsewhere as a plain
 * link; either way `onOpen` runs first (to mark it read) and the link is still followed.
 */
export function notificationLink(href: string, onOpen?: () => void): RenderLink {
  // A path on this site goes through the router; an unsafe link never reaches here as a link
  // (the ui shows it as text), and a protocol-relative `//host` is not a path.
  const base: RenderLink = safeHref(href)?.startsWith('/')
    ? routerLink
    : ({ children, ...props }) => <a {...props}>{children}</a>;
  return ({ onClick, ...props }) =>
    base({
      ...props,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        onOpen?.();
        onClick?.(event);
      },
    });
}
