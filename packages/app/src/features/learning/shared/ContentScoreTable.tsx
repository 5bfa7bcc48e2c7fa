import { useTranslation } from 'react-i18next';
import { ContentTypeBadge, Table, type TableColumn } from '@ajar/ui';
import type { MyContentScore } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { ContentStatusBadge, PassedBadge, ScoreBadge } from './badges';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { isQuizContent } from '@ajar/api/contract/content-types';
import { historyPathOf } from './myCoursePaths';

interface ContentScoreTableProps {
  courseId: number;
  contents: MyContentScore[];
  /** Names the table, e.g. the section's title. */
  caption: string;
  /** The caption is for screen readers only when a visible heading already says it. */
  isCaptionHidden?: boolean;
  /** Adds when each content was done (the section's score page). */
  hasCompletedAt?: boolean;
}

/**
 * A pre test is a baseline (what the learner knew before) and an evaluation asks opinions:
 * neither is passed or failed.
 */
const hasVerdict = (row: MyContentScore) => row.type !== 'Pre Test' && row.type !== 'Evaluation';

/**
 * The contents of one course section with the learner's status and scores; a quiz's title
 * opens its attempt history.
 */
export function ContentScoreTable({
  courseId,
  contents,
  caption,
  isCaptionHidden = false,
  hasCompletedAt = false,
}: ContentScoreTableProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDateTime = useFormatDateTime();

  const isQuiz = (row: MyContentScore) => isQuizContent(row.type);
  // Learning material has no score: its cells stay empty rather than repeating "none".
  const score = (row: MyContentScore, value: number | null) => {
    if (!isQuiz(row)) return '';
    if (row.type === 'Evaluation') return t('myCourses.table.notScored');
    if (value === null || row.passThreshold === null) return t('myCourses.table.noScore');
    // Each test against its own pass mark: a post test passed at 50 is not red under 70.
    // A pre test is a baseline, not a verdict.
    return (
      <ScoreBadge
        score={value}
        threshold={row.passThreshold}
        isBaseline={row.type === 'Pre Test'}
      />
    );
  };

  const columns: TableColumn<MyContentScore>[] = [
    {
      key: 'type',
      header: t('myCourses.table.type'),
      render: (row) => <ContentTypeBadge type={row.type} />,
    },
    {
      key: 'title',
      header: t('myCourses.table.content'),
      isRowHeader: true,
      render: (row) => {
        const href = historyPathOf(courseId, row);
        return href ? <AppLink to={href}>{pick(row.title)}</AppLink> : pick(row.title);
      },
    },
    {
      key: 'status',
      header: t('myCourses.table.status'),
      render: (row) => (
        <>
          <ContentStatusBadge status={row.status} />{' '}
          {row.passed !== null && hasVerdict(row) && <PassedBadge isPassed={row.passed} />}
        </>
      ),
    },
    {
      key: 'bestScore',
      header: t('myCourses.table.best'),
      align: 'end',
      render: (row) => score(row, row.bestScore),
    },
    {
      key: 'lastScore',
      header: t('myCourses.table.last'),
      align: 'end',
      render: (row) => score(row, row.lastScore),
    },
    {
      key: 'attempts',
      header: t('myCourses.table.attempts'),
      align: 'end',
      render: (row) => (isQuiz(row) ? row.attempts : ''),
    },
    ...(hasCompletedAt
      ? [
          {
            key: 'completedAt',
            header: t('myCourses.table.completedAt'),
            render: (row: MyContentScore) =>
              row.completedAt ? (
                <time dateTime={row.completedAt}>{formatDateTime(row.completedAt)}</time>
              ) : (
                ''
              ),
          },
        ]
      : []),
  ];

  return (
    <Table
      caption={caption}
      isCaptionHidden={isCaptionHidden}
      columns={columns}
      rows={contents}
      getRowKey={(row) => row.id}
      narrowLayout="stack"
    />
  );
}
