import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { Body, CardRoot, Footer, Header, Media, Title } from './Card.styles';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Renders the title link; spread the props onto the rendered `<a>`. */
export type CardRenderLink = (props: { href: string; children: ReactNode }) => ReactNode;

const renderAnchor: CardRenderLink = ({ href, children }) => <a href={href}>{children}</a>;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * Element of the card itself, e.g. `article` for a course or `li` inside a list.
   * @default 'div'
   */
  as?: ElementType;
  /** Card title, rendered as a heading; with `href` it becomes the card's link. */
  title?: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Extra content under the title (e.g. a Badge or a subtitle). */
  header?: ReactNode;
  /** Image or video at the top, edge to edge. */
  media?: ReactNode;
  /** Actions or meta information at the bottom, separated by a border. */
  footer?: ReactNode;
  /** Main content. */
  children?: ReactNode;
  /**
   * Makes the whole card a link to this address: the title's link is stretched over the
   * card (one tab stop, the title as its name); buttons inside stay clickable.
   */
  href?: string;
  /**
   * Renders the title link, e.g. the app's router link:
   * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
   * @default a plain `<a>`
   */
  renderLink?: CardRenderLink;
  /**
   * Hover and focus styles for a card that opens something as a whole.
   * @default true when `href` is set
   */
  isInteractive?: boolean;
  /** Forwarded to the card element. */
  ref?: Ref<HTMLElement>;
}

/** A surface that groups related content: course, module, summary. */
export function Card({
  as,
  title,
  headingLevel = 3,
  header,
  media,
  footer,
  children,
  href,
  renderLink = renderAnchor,
  isInteractive,
  ref,
  ...rest
}: CardProps) {
  const heading =
    title === undefined ? null : (
      <Title as={`h${headingLevel}`}>{href ? renderLink({ href, children: title }) : title}</Title>
    );
  return (
    <CardRoot
      as={as}
      // `as` decides the element, so the ref is typed by the caller's choice.
      ref={ref as Ref<HTMLDivElement>}
      $isInteractive={isInteractive ?? Boolean(href)}
      $hasLink={Boolean(href)}
      {...rest}
    >
      {media && <Media>{media}</Media>}
      {(heading || header) && (
        <Header>
          {heading}
          {header}
        </Header>
      )}
      {children !== undefined && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </CardRoot>
  );
}
