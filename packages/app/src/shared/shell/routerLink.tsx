import { Link } from 'react-router-dom';
import type { RenderLink } from '@ajar/ui';

/** The ui kit's links, rendered as router links so navigation stays in the app. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
