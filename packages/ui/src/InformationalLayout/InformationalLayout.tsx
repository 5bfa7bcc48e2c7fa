import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiMessages } from '../messages';
import { LayoutRoot, SkipLink, useMainId } from '../internal/layout';
import { Footer, Header, Main, Title } from './InformationalLayout.styles';

export interface InformationalLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The tenant's logo, centred above the page. */
  logo?: ReactNode;
  /** The page's heading (its `<h1>`), e.g. "Kebijakan privasi". */
  title: ReactNode;
  /** The document. */
  children: ReactNode;
  /** Footer content, e.g. a last-updated date or contact. */
  footer?: ReactNode;
  /**
   * Id of the main element, the skip link's target.
   * @default a generated id
   */
  mainId?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A centred, readable-width document page (terms, privacy, a verified certificate, a
 * message after an action), with the logo above and an optional footer.
 */
export function InformationalLayout({
  logo,
  title,
  children,
  footer,
  mainId,
  ...rest
}: InformationalLayoutProps) {
  const { messages } = useUiMessages();
  const id = useMainId(mainId);
  return (
    <LayoutRoot data-layout="informational" {...rest}>
      <SkipLink targetId={id} label={messages.informationalLayoutSkipLink} />
      {logo && <Header>{logo}</Header>}
      <Main id={id} tabIndex={-1}>
        <Title>{title}</Title>
        {children}
      </Main>
      {footer && <Footer>{footer}</Footer>}
    </LayoutRoot>
  );
}
