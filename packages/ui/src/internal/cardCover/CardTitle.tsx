import type { ReactNode } from 'react';
import { StretchedLink, type RenderLink } from '../link';

interface CardTitleProps {
  children: ReactNode;
  href?: string | undefined;
  renderLink?: RenderLink | undefined;
}

/** A card's title: with an address, the one link that covers the whole card. */
export function CardTitle({ children, href, renderLink }: CardTitleProps) {
  return href ? (
    <StretchedLink href={href} renderLink={renderLink}>
      {children}
    </StretchedLink>
  ) : (
    children
  );
}
