import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Actions, Description, Header, Title } from './PageHeader.styles';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's name: its one `<h1>`. */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** A breadcrumb above the title (pass a `Breadcrumb`). */
  breadcrumb?: ReactNode;
  /** The page's own commands under the title (e.g. "Mulai diskusi"), in a wrapping row. */
  actions?: ReactNode;
  /** Forwarded to the `<header>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The top of a page: breadcrumb, title, description and the page's commands. The title can take focus
 * (`tabIndex=-1`) so the app can move focus there after a client-side navigation.
 */
export function PageHeader({ title, description, breadcrumb, actions, ...rest }: PageHeaderProps) {
  return (
    <Header {...rest}>
      {breadcrumb}
      <Title tabIndex={-1}>{title}</Title>
      {description && <Description>{description}</Description>}
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
