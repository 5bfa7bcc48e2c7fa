import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Table, type TableColumn } from '@ajar/ui';
import type { EvaluationRecap, TeamEvaluationSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { detailPath } from '../shared/evaluationKeys';
import { TrendBadge } from '../shared/TrendBadge';
import { useScoreFormat } from '../shared/useScoreFormat';
import { useTrainingName } from '../shared/useTrainingName';

/**
 * The person's evaluations, newest first, each opening its ratings: the training, the form,
 * who evaluated (a former supervisor's stay), when, the score and how it moved against the
 * one before. On a phone each row is a block of its own.
 */
export function EvaluationHistory({ recap }: { recap: EvaluationRecap }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDay = useTeamFormats().shortDay;
  const formatScore = useScoreFormat();
  const trainingName = useTrainingName();
  const { member } = recap;

  const columns: TableColumn<TeamEvaluationSummary>[] = [
    {
      key: 'training',
      header: t('teamEvaluations.list.training'),
      isRowHeader: true,
      render: (item) => (
        <AppLink to={detailPath(member.id, item.id)}>{trainingName(item.training)}</AppLink>
      ),
    },
    {
      key: 'form',
      header: t('teamEvaluations.list.form'),
      render: (item) => pick(item.form.title),
    },
    {
      key: 'evaluator',
      header: t('teamEvaluations.list.evaluator'),
      render: (item) => item.evaluator.name,
    },
    {
      key: 'date',
      header: t('teamEvaluations.list.date'),
      render: (item) => <time dateTime={item.createdAt}>{formatDay(item.createdAt)}</time>,
    },
    {
      key: 'score',
      header: t('teamEvaluations.list.score'),
      align: 'end',
      render: (item) => formatScore(item.score),
    },
    {
      key: 'trend',
      header: t('teamEvaluations.list.trend'),
      render: (item) => <TrendBadge score={item.score} previous={item.previousScore} />,
    },
  ];

  return (
    <PageSection title={t('teamEvaluations.list.title')}>
      {recap.items.length === 0 ? (
        <EmptyState
          title={t('teamEvaluations.list.empty', { name: member.name })}
          description={t('teamEvaluations.list.emptyHint')}
          headingLevel={3}
        />
      ) : (
        <Table
          caption={t('teamEvaluations.list.caption', { name: member.name })}
          isCaptionHidden
          columns={columns}
          rows={recap.items}
          getRowKey={(item) => item.id}
          narrowLayout="stack"
        />
      )}
    </PageSection>
  );
}
