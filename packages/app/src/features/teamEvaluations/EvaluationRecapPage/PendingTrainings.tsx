import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Table, type TableColumn } from '@ajar/ui';
import type { EvaluationRecap, EvaluationTraining } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { memberPath } from '../../team/shared/teamKeys';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { formPath } from '../shared/evaluationKeys';
import { useTrainingName } from '../shared/useTrainingName';

/**
 * "Menunggu evaluasi": the completed trainings no one evaluated yet, newest first, each with
 * the way to the company's form (one link per form where there are several). Without a form,
 * a completed training or anything left, it says which.
 */
export function PendingTrainings({ recap }: { recap: EvaluationRecap }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDay = useTeamFormats().shortDay;
  const trainingName = useTrainingName();
  const { member, forms, pending } = recap;
  const name = member.name;

  const columns: TableColumn<EvaluationTraining>[] = [
    {
      key: 'training',
      header: t('teamEvaluations.list.training'),
      isRowHeader: true,
      render: trainingName,
    },
    {
      key: 'completedOn',
      header: t('teamEvaluations.pending.completedOn'),
      render: (training) => (training.completedOn ? formatDay(training.completedOn) : ''),
    },
    {
      key: 'fill',
      header: t('teamEvaluations.pending.fill'),
      render: (training) =>
        forms.length === 1 ? (
          <AppLink to={formPath(member.id, forms[0]!.id, training)}>
            {t('teamEvaluations.pending.fillOne')}
          </AppLink>
        ) : (
          <ul>
            {forms.map((form) => (
              <li key={form.id}>
                <AppLink to={formPath(member.id, form.id, training)}>
                  {t('teamEvaluations.pending.fillWith', { form: pick(form.title) })}
                </AppLink>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const empty =
    forms.length === 0 ? (
      <EmptyState
        title={t('teamEvaluations.pending.noForms')}
        description={t('teamEvaluations.pending.noFormsHint')}
        headingLevel={3}
      />
    ) : pending.length === 0 && recap.items.length === 0 ? (
      <EmptyState
        title={t('teamEvaluations.pending.noTrainings', { name })}
        description={t('teamEvaluations.pending.noTrainingsHint', { name })}
        action={
          <AppLink to={memberPath(member.id, 'assign-course')}>
            {t('teamEvaluations.assign')}
          </AppLink>
        }
        headingLevel={3}
      />
    ) : pending.length === 0 ? (
      <EmptyState title={t('teamEvaluations.pending.allDone', { name })} headingLevel={3} />
    ) : null;

  return (
    <PageSection
      title={t('teamEvaluations.pending.title')}
      description={t('teamEvaluations.pending.lead', { name })}
    >
      {empty ?? (
        <Table
          caption={t('teamEvaluations.pending.caption', { name })}
          isCaptionHidden
          columns={columns}
          rows={pending}
          getRowKey={(training) => `${training.kind}-${training.id}`}
          narrowLayout="stack"
        />
      )}
    </PageSection>
  );
}
