import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../internal/a11y';
import { ChevronRightIcon } from '../internal/icons';
import type { RenderLink } from '../internal/link';
import { Description, Header, Heading, Root, SeeAll, Title } from './PageSection.styles';

export type PageSectionHeadingLevel = 2 | 3 | 4;

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading, e.g. "Kursus pilihan"; it also names the `<section>`. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: PageSectionHeadingLevel;
  /** A short line under the title. */
  description?: ReactNode;
  /** Where the full list lives; with it a "see all" link shows beside the title. */
  seeAllHref?: string;
  /**
   * Visible text of the "see all" link, e.g. "Lihat semua". Screen readers hear the
   * section's title after it ("Lihat semua Kursus pilihan"), so several such links on one
   * page stay distinct. Required with `seeAllHref`.
   */
  seeAllLabel?: string;
  /** Renders the "see all" link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** What the section shows: a grid, a list, or its loading, empty or error state. */
  children?: ReactNode;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** A titled part of a page, such as the home page's courses or events, with "see all". */
export function PageSection({
  title,
  headingLevel = 2,
  description,
  seeAllHref,
  seeAllLabel,
  renderLink,
  children,
  ...rest
}: PageSectionProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Header>
        <Heading>
          <Title as={`h${headingLevel}`} id={titleId}>
            {title}
          </Title>
          {description && <Description>{description}</Description>}
        </Heading>
        {seeAllHref && seeAllLabel && (
          <SeeAll href={seeAllHref} renderLink={renderLink}>
            {seeAllLabel}
            <VisuallyHidden> {title}</VisuallyHidden>
            <ChevronRightIcon />
          </SeeAll>
        )}
      </Header>
      {children}
    </Root>
  );
}
