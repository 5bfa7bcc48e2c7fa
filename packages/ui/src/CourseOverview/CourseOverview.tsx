import { Fragment, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Card } from '../Card';
import { Cover } from '../CourseCard/CourseCard.styles';
import { CoverArt, type CoverArtKind } from '../CoverArt';
import { DetailList } from '../internal/meta/detailList';
import { formatMessage } from '../internal/text';
import { useUiMessages } from '../messages';
import { Action, Columns, Main, Root, Summary } from './CourseOverview.styles';
import { CourseOverviewSkeleton } from './CourseOverviewSkeleton';

export interface CourseFact {
  /** What the fact is, e.g. "Trainer". */
  label: string;
  /** The fact, e.g. "Dewi Lestari"; facts without a value are left out. */
  value?: ReactNode;
}

export interface CourseOverviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The course's title: names the cover for screen readers. */
  title: string;
  /** Cover image address; without it (or when it fails) the tinted block of CourseCard shows. */
  coverSrc?: string;
  /**
   * The neutral drawing shown without a cover image: the kind of the course's topic.
   * @default 'general'
   */
  coverArt?: CoverArtKind;
  /**
   * Alternative text of the cover.
   * @default built-in "Sampul kursus {title}" / "Cover of the course {title}"
   */
  coverAlt?: string;
  /** Label–value facts under the cover: category, trainer, duration, number of contents. */
  facts?: CourseFact[];
  /** The one main action, e.g. a "Mulai belajar" Button; stretched to the summary's width. */
  action?: ReactNode;
  /** Main column: `CourseOverviewSection`s such as the description and the outline. */
  children?: ReactNode;
  /**
   * Shows placeholders in the overview's shape instead of the content.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What screen readers hear while `isLoading`.
   * @default built-in "Memuat…" / "Loading…"
   */
  loadingLabel?: string;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The body of a course page: a summary card (cover, facts, main action) beside the main
 * content. On narrow widths the summary comes first, so the action is seen without scrolling.
 */
export function CourseOverview({
  title,
  coverSrc,
  coverArt = 'general',
  coverAlt,
  facts = [],
  action,
  children,
  isLoading = false,
  loadingLabel,
  ...rest
}: CourseOverviewProps) {
  const { messages } = useUiMessages();
  const [failedSrc, setFailedSrc] = useState<string>();
  if (isLoading) {
    return (
      <Root {...rest}>
        <CourseOverviewSkeleton label={loadingLabel} />
      </Root>
    );
  }
  const hasCover = Boolean(coverSrc) && coverSrc !== failedSrc;
  const shown = facts.filter((fact) => fact.value !== undefined && fact.value !== '');
  const media = hasCover ? (
    <Cover
      src={coverSrc}
      alt={coverAlt ?? formatMessage(messages.courseCardCoverAlt, { title })}
      onError={() => setFailedSrc(coverSrc)}
    />
  ) : (
    <CoverArt kind={coverArt} />
  );
  return (
    <Root {...rest}>
      <Columns>
        <Summary>
          <Card media={media}>
            {shown.length > 0 && (
              <DetailList>
                {shown.map((fact) => (
                  <Fragment key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </Fragment>
                ))}
              </DetailList>
            )}
            {action && <Action>{action}</Action>}
          </Card>
        </Summary>
        <Main>{children}</Main>
      </Columns>
    </Root>
  );
}
