import { useTranslation } from 'react-i18next';
import { PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { isNotMyReport, MemberNotFound } from '../../team/shared/MemberNotFound';
import { useMemberId } from '../../team/shared/useMemberId';
import { EvaluationCrumbs } from '../shared/EvaluationCrumbs';
import { recapKey } from '../shared/evaluationKeys';
import { EvaluationHistory } from './EvaluationHistory';
import { PendingTrainings } from './PendingTrainings';
import { RecapFigures } from './RecapFigures';

/**
 * /my-team/:id/evaluation/recap: how one of my direct reports was rated on the job after
 * their trainings (Kirkpatrick level 3): the scores over time with their trend, and the
 * completed trainings still waiting for an evaluation, each with the way to fill one.
 */
export function EvaluationRecapPage() {
  const { t } = useTranslation();
  const id = useMemberId();
  const load = useApi(id === null ? null : recapKey(id));
  const isGone = id === null || isNotMyReport(load.error);
  const recap = isGone ? undefined : load.data;
  const member = recap?.member;
  const title = t('pages.evaluationRecap.title');
  useHead(member ? `${title}: ${member.name}` : title);

  const header = (
    <PageHeader
      title={title}
      description={member && t('teamEvaluations.recap.lead', { name: member.name })}
      breadcrumb={<EvaluationCrumbs member={member} current={title} />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <MemberNotFound />
      </>
    );
  if (!recap)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamEvaluations.recap.error'), description: t('loadError.network') }}
          loadingLabel={t('teamEvaluations.recap.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <RecapFigures recap={recap} />
      <EvaluationHistory recap={recap} />
      <PendingTrainings recap={recap} />
    </>
  );
}
