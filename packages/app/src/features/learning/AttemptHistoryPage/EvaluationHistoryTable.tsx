import { useTranslation } from 'react-i18next';
import { EmptyState, Table, type TableColumn } from '@ajar/ui';
import type { AttemptSummary } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { useFormatDuration } from '../shared/format';

interface EvaluationHistoryTableProps {
  items: AttemptSummary[];
  caption: string;
  detailHref: (item: AttemptSummary) => string;
}

/** Evaluations are not scored: each submission with when it was sent and how long it took. */
export function EvaluationHistoryTable({
  items,
  caption,
  detailHref,
}: EvaluationHistoryTableProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatDuration = useFormatDuration();
  if (items.length === 0)
    return (
      <EmptyState
        title={t('myCourses.history.emptyEvaluation')}
        description={t('myCourses.history.emptyEvaluationDescription')}
      />
    );
  const columns: TableColumn<AttemptSummary>[] = [
    {
      key: 'attemptNumber',
      header: t('myCourses.history.submission'),
      isRowHeader: true,
      render: (row) => (
        <AppLink to={detailHref(row)}>
          {t('myCourses.history.submissionNumber', { number: row.attemptNumber })}
        </AppLink>
      ),
    },
    {
      key: 'submittedAt',
      header: t('myCourses.history.submittedAt'),
      render: (row) => <time dateTime={row.submittedAt}>{formatDateTime(row.submittedAt)}</time>,
    },
    {
      key: 'durationSeconds',
      header: t('myCourses.history.duration'),
      align: 'end',
      render: (row) => formatDuration(row.durationSeconds),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={items}
      getRowKey={(row) => row.id}
      narrowLayout="stack"
    />
  );
}
