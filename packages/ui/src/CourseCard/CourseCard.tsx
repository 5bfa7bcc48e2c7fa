import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import { ProgressIndicator } from '../ProgressIndicator';
import { useUiMessages } from '../messages';
import { Badges, Progress, Root } from './CourseCard.styles';
import { CourseCardSkeleton } from './CourseCardSkeleton';
import { CategoryIcon, DurationIcon, TrainerIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import { formatDuration } from '../internal/date/format';
import { MetaList, type MetaEntry } from '../internal/meta/MetaList';
import type { RenderLink } from '../internal/link/link';
import { CardCover, CardTitle } from '../internal/cardCover';
import type { CoverArtKind } from '../CoverArt';

/**
 * How a course is offered: catalog and guideline courses are marked. The app's type test
 * (packages/app/src/contractUnions.test.ts) holds it equal to the contract's CourseDisplayType.
 */
export type CourseDisplayType = 'Default' | 'Catalog' | 'Guideline';

export interface CourseCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Course title: the card's heading, and its link's name when `href` is set. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Opens the course: the whole card becomes one link, named by the title. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** Cover image address; without it (or when it fails) the neutral drawing `coverArt` shows. */
  coverSrc?: string;
  /**
   * The drawing shown without a cover image: the kind of the course's topic (the app maps its
   * categories to these kinds).
   * @default 'general'
   */
  coverArt?: CoverArtKind;
  /**
   * Alternative text of the cover.
   * @default built-in "Sampul kursus {title}" / "Cover of the course {title}"
   */
  coverAlt?: string;
  /** Category name, e.g. "Keselamatan Kerja". */
  category?: string;
  /** Trainer's name. */
  trainerName?: string;
  /** Total duration in minutes, shown as "2 jam 30 menit" / "2 h 30 min". */
  durationMinutes?: number;
  /** Learner's progress, 0–100; only for enrolled learners (hidden when undefined). */
  progress?: number;
  /**
   * How the course is offered: `Catalog` and `Guideline` get a visible badge.
   * @default 'Default'
   */
  displayType?: CourseDisplayType;
  /** One optional control (e.g. a bookmark button); it stays clickable above the link. */
  action?: ReactNode;
  /**
   * Shows placeholders instead of the content while the course loads.
   * @default false
   */
  isLoading?: boolean;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/** A course in a list or catalog: cover, title, trainer, duration and, when enrolled, progress. */
export function CourseCard({
  title,
  headingLevel = 3,
  href,
  renderLink,
  coverSrc,
  coverAlt,
  coverArt = 'general',
  category,
  trainerName,
  durationMinutes,
  progress,
  displayType = 'Default',
  action,
  isLoading = false,
  ...rest
}: CourseCardProps) {
  const { messages, locale } = useUiMessages();
  if (isLoading) return <CourseCardSkeleton {...rest} />;

  const media = (
    <CardCover
      src={coverSrc}
      alt={coverAlt ?? formatMessage(messages.courseCardCoverAlt, { title })}
      art={coverArt}
    />
  );
  const badge =
    displayType === 'Catalog' ? (
      <Badge tone="info">{messages.courseCardCatalog}</Badge>
    ) : displayType === 'Guideline' ? (
      <Badge tone="primary">{messages.courseCardGuideline}</Badge>
    ) : null;
  const meta: MetaEntry[] = [
    { label: messages.courseCardCategory, icon: <CategoryIcon />, value: category },
    { label: messages.courseCardTrainer, icon: <TrainerIcon />, value: trainerName },
    {
      label: messages.courseCardDuration,
      icon: <DurationIcon />,
      value:
        durationMinutes === undefined
          ? undefined
          : formatDuration(messages, durationMinutes, locale),
    },
  ];

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
      header={badge && <Badges>{badge}</Badges>}
      footer={action}
      data-display-type={displayType}
      {...rest}
    >
      <MetaList entries={meta} />
      {progress !== undefined && (
        // Completion, not a score: "Lulus" under a course 92 % done would mislead; the
        // percentage carries the value, the colour follows the spec's thresholds.
        <Progress>
          <ProgressIndicator
            value={progress}
            size="sm"
            label={formatMessage(messages.courseCardProgress, { title })}
            hasStateLabel={false}
          />
        </Progress>
      )}
    </Root>
  );
}
