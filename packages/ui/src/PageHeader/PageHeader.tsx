import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Description, Header, Title } from './PageHeader.styles';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's name: its one `<h1>`. */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** A breadcrumb above the title (pass a `Breadcrumb`). */
  breadcrumb?: ReactNode;
  /** Forwarded to the `<header>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The top of a page: breadcrumb, title and description. The title can take focus
 * (`tabIndex=-1`) so the app can move focus there after a client-side navigation.
 */
export function PageHeader({ title, description, breadcrumb, ...rest }: PageHeaderProps) {
  return (
    <Header {...rest}>
      {breadcrumb}
      <Title tabIndex={-1}>{title}</Title>
      {description && <Description>{description}</Description>}
    </Header>
  );
}
