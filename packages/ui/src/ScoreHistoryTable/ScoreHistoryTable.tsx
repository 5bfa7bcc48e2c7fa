import type { ReactNode, Ref } from 'react';
import { useUiMessages, type UiMessages } from '../messages';
import { Badge } from '../Badge';
import { EmptyState, type StateHeadingLevel } from '../EmptyState';
import { Table, type TableColumn } from '../Table';
import { CheckIcon, CrossIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import { formatDuration, formatSubmittedAt, isoDate } from './formatAttempt';
import { LinkSlot, ScoreValue } from './ScoreHistoryTable.styles';

export interface ScoreAttempt {
  /** Stable id of the attempt. */
  id: string | number;
  /** 1 for the first attempt. */
  attemptNumber: number;
  /** When the attempt was submitted (a Date or an ISO string from the API). */
  submittedAt: Date | string;
  /** Score from 0 to 100. */
  score: number;
  /**
   * Whether the attempt reached the pass threshold (the server decides). Leave it out for a
   * quiz with no verdict, such as a pre test (a baseline of what the learner knew before):
   * when no attempt has one, the status column is left out.
   */
  isPassed?: boolean;
  /** Time spent on the attempt; the column appears when any attempt has one. */
  durationSeconds?: number;
}

export interface ScoreLinkProps {
  /** The detail page of the attempt. */
  href: string;
  /** The link text ("Percobaan ke-2"). */
  children: ReactNode;
  /** The attempt linked to. */
  row: ScoreAttempt;
}

export interface ScoreHistoryTableProps {
  /** The attempts, in the order to show them (newest first is usual). */
  attempts: readonly ScoreAttempt[];
  /** The detail page of an attempt; makes each attempt number a link. */
  getDetailHref?: (row: ScoreAttempt) => string;
  /**
   * Renders the detail link, e.g. `({ href, children }) => <Link to={href}>{children}</Link>`
   * for react-router.
   * @default a plain `<a href>`
   */
  renderLink?: (props: ScoreLinkProps) => ReactNode;
  /**
   * What the table shows.
   * @default built-in "Riwayat nilai"
   */
  caption?: ReactNode;
  /**
   * Keeps the caption for screen readers only, when a visible heading already says it.
   * @default false
   */
  isCaptionHidden?: boolean;
  /**
   * Time zone of the dates, e.g. "Asia/Jakarta".
   * @default the device's time zone
   */
  timeZone?: string;
  /**
   * Heading level of the empty state's title.
   * @default 3
   */
  emptyHeadingLevel?: StateHeadingLevel;
  /** Class of the table's scroll region (or of the empty state). */
  className?: string;
  /** Forwarded to the `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

/** A learner's attempts at a quiz: when, how long, the score and passed or not, with links. */
export function ScoreHistoryTable({
  attempts,
  getDetailHref,
  renderLink,
  caption,
  isCaptionHidden = false,
  timeZone,
  emptyHeadingLevel = 3,
  className,
  ref,
}: ScoreHistoryTableProps) {
  const { messages, locale } = useUiMessages();

  if (attempts.length === 0) {
    return (
      <EmptyState
        className={className}
        headingLevel={emptyHeadingLevel}
        title={messages.scoreHistoryEmpty}
        description={messages.scoreHistoryEmptyText}
      />
    );
  }

  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const hasDuration = attempts.some((a) => a.durationSeconds !== undefined);
  const hasVerdict = attempts.some((a) => a.isPassed !== undefined);

  const attemptCell = (row: ScoreAttempt) => {
    const text = formatMessage(messages.scoreHistoryAttemptNumber, { number: row.attemptNumber });
    const href = getDetailHref?.(row);
    if (href === undefined) return text;
    return (
      <LinkSlot>
        {renderLink ? renderLink({ href, children: text, row }) : <a href={href}>{text}</a>}
      </LinkSlot>
    );
  };

  const columns: TableColumn<ScoreAttempt>[] = [
    {
      key: 'attemptNumber',
      header: messages.scoreHistoryAttempt,
      isRowHeader: true,
      isSortable: true,
      render: attemptCell,
    },
    {
      key: 'submittedAt',
      header: messages.scoreHistoryDate,
      isSortable: true,
      sortValue: (row) => new Date(row.submittedAt),
      render: (row) => (
        <time dateTime={isoDate(row.submittedAt)}>
          {formatSubmittedAt(row.submittedAt, locale, timeZone)}
        </time>
      ),
    },
    ...(hasDuration
      ? [
          {
            key: 'durationSeconds',
            header: messages.scoreHistoryDuration,
            align: 'end',
            render: (row) =>
              row.durationSeconds === undefined
                ? ''
                : formatDuration(row.durationSeconds, messages.scoreHistoryDurationValue),
          } satisfies TableColumn<ScoreAttempt>,
        ]
      : []),
    {
      key: 'score',
      header: messages.scoreHistoryScore,
      align: 'end',
      isSortable: true,
      render: (row) => <ScoreValue>{number.format(row.score)}</ScoreValue>,
    },
    ...(hasVerdict ? [verdictColumn(messages)] : []),
  ];

  return (
    <Table
      className={className}
      ref={ref}
      caption={caption ?? messages.scoreHistoryCaption}
      isCaptionHidden={isCaptionHidden}
      columns={columns}
      rows={attempts}
      getRowKey={(row) => row.id}
      narrowLayout="stack"
    />
  );
}

/** Passed or not, in words and icon (colour alone never says it). */
const verdictColumn = (messages: UiMessages): TableColumn<ScoreAttempt> => ({
  key: 'isPassed',
  header: messages.scoreHistoryStatus,
  render: (row) =>
    row.isPassed === undefined ? (
      ''
    ) : (
      <Badge
        tone={row.isPassed ? 'success' : 'danger'}
        icon={
          row.isPassed ? (
            <CheckIcon width="1em" height="1em" />
          ) : (
            <CrossIcon width="1em" height="1em" />
          )
        }
      >
        {row.isPassed ? messages.scoreHistoryPassed : messages.scoreHistoryNotPassed}
      </Badge>
    ),
});
