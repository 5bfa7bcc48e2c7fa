import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

/** What a custom link receives: spread it onto the router's link (`to={href}`). */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Destination, as passed to the component. */
  href: string;
  /** Styling class from the ui kit; keep it on the rendered element. */
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Renders a link with the app's router link instead of `<a>`, e.g.
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`. The ui kit never
 * imports a router.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export interface LinkOrAnchorProps extends LinkRenderProps {
  renderLink?: RenderLink;
}

/** A plain anchor: full page navigation. The default where a `renderLink` is optional. */
export const renderAnchor: RenderLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;

/** A plain `<a>`, or the caller's link component when `renderLink` is given. */
export function LinkOrAnchor({ renderLink, children, ...props }: LinkOrAnchorProps) {
  if (renderLink) return <>{renderLink({ ...props, children })}</>;
  return <a {...props}>{children}</a>;
}
