import type { MouseEvent } from 'react';
import type { RenderLink } from '@ajar/ui';
import { routerLink } from '../../shell/routerLink';

/**
 * The link of a notification: inside the app through the router, elsewhere as a plain
 * link; either way `onOpen` runs first (to mark it read) and the link is still followed.
 */
export function notificationLink(href: string, onOpen?: () => void): RenderLink {
  const base: RenderLink = href.startsWith('/')
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
