import type { ReactNode } from 'react';
import type { RenderLink } from '../internal/link';
import { NavList } from './PublicLayout.styles';

export interface PublicNavItem {
  /** Text of the link. */
  label: ReactNode;
  /** Where it goes. */
  href: string;
  /** Marks the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
}

interface NavLinksProps {
  items: PublicNavItem[];
  renderLink: RenderLink;
  isVertical: boolean;
}

/** A list of navigation links, rendered through the app's link renderer. */
export function NavLinks({ items, renderLink, isVertical }: NavLinksProps) {
  return (
    <NavList $isVertical={isVertical}>
      {items.map((item) => (
        <li key={item.href}>
          {renderLink({
            href: item.href,
            'aria-current': item.isCurrent ? 'page' : undefined,
            children: item.label,
          })}
        </li>
      ))}
    </NavList>
  );
}
