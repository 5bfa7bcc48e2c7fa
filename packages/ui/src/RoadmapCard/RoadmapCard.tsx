import type { HTMLAttributes, Ref } from 'react';
import type { CardHeadingLevel } from '../Card';
import { BookIcon } from '../internal/icons';
import { CardCover, CardTitle } from '../internal/cardCover';
import type { RenderLink } from '../internal/link';
import { Body, Count, Description, Root } from './RoadmapCard.styles';
import { RoadmapCardSkeleton } from './RoadmapCardSkeleton';

export interface RoadmapCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Roadmap title: the card's heading, and its link's name when `href` is set. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** What the path is for and who it suits; cut to three lines. */
  description?: string;
  /** How many courses it holds, already worded, e.g. "4 kursus" / "4 courses". */
  courseCountLabel?: string;
  /** Opens the roadmap: the whole card becomes one link, named by the title. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /**
   * Cover image address; decorative (the title says what it is). Without it (or when it
   * fails) a tinted block with a route shows.
   */
  coverSrc?: string;
  /**
   * Shows placeholders instead of the content while the roadmap loads.
   * @default false
   */
  isLoading?: boolean;
  /** What screen readers hear while loading. @default built-in "Memuat…" / "Loading…" */
  loadingLabel?: string;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/** A learning path in a list: cover, title, a short description and how many courses. */
export function RoadmapCard({
  title,
  headingLevel = 3,
  description,
  courseCountLabel,
  href,
  renderLink,
  coverSrc,
  isLoading = false,
  loadingLabel,
  ...rest
}: RoadmapCardProps) {
  if (isLoading) return <RoadmapCardSkeleton loadingLabel={loadingLabel} {...rest} />;

  const media = <CardCover src={coverSrc} alt="" art="roadmap" />;
  return (
    <Root
      forwardedAs="article"
      $hasLink={Boolean(href)}
      isInteractive={false}
      media={media}
      headingLevel={headingLevel}
      title={
        <CardTitle href={href} renderLink={renderLink}>
          {title}
        </CardTitle>
      }
      {...rest}
    >
      <Body>
        {description && <Description>{description}</Description>}
        {courseCountLabel && (
          <Count>
            <BookIcon />
            {courseCountLabel}
          </Count>
        )}
      </Body>
    </Root>
  );
}
