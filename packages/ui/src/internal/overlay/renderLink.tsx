import type { MouseEventHandler, ReactNode } from 'react';

/**
 * What the overlay and layout components hand to a link renderer; spread all of it onto the
 * rendered anchor. A subset of CourseCard's `LinkRenderProps`, so one app renderer typed
 * with that serves both.
 */
export interface LinkRenderProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  /** Closes the surrounding drawer or menu after navigation; keep it. */
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  role?: string | undefined;
  tabIndex?: number | undefined;
  className?: string | undefined;
}

/**
 * Renders a navigation link. The app passes one that returns its router's link, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** A plain anchor: full page navigation. */
export const renderAnchor: RenderLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;
