import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { parseCourseId } from '../../../shared/courses/courseId';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { isNotMyReport } from '../../team/shared/MemberNotFound';
import { MY_TEAM_PATH } from '../../team/shared/teamKeys';
import { useMemberId } from '../../team/shared/useMemberId';
import { EvaluationCrumbs } from '../shared/EvaluationCrumbs';
import { evaluationKey, recapPath } from '../shared/evaluationKeys';
import { EvaluationFacts } from './EvaluationFacts';
import { EvaluationRatings } from './EvaluationRatings';

/**
 * /my-team/:id/evaluation/recap/:ScoreId (`ScoreId` is the evaluation's id): one evaluation of
 * one of my direct reports: its form, training, evaluator, score and trend, each statement's
 * rating in words, and the note as it was written.
 */
export function EvaluationDetailPage() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  const id = parseCourseId(useParams().ScoreId);
  const load = useApi(id === null || memberId === null ? null : evaluationKey(id));
  const found = load.data;
  // An evaluation of someone else than the person in the address is not this page's.
  const isGone =
    id === null ||
    memberId === null ||
    isNotMyReport(load.error) ||
    (found !== undefined && found.member.id !== memberId);
  const evaluation = isGone ? undefined : found;
  const title = t('pages.evaluationRecapDetail.title');
  useHead(evaluation ? `${title}: ${evaluation.member.name}` : title);

  const header = (
    <PageHeader
      title={title}
      description={evaluation && t('teamEvaluations.detail.lead', { name: evaluation.member.name })}
      breadcrumb={<EvaluationCrumbs member={evaluation?.member} current={title} isBelowRecap />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <EmptyState
          title={t('teamEvaluations.detail.notFound')}
          description={t('teamEvaluations.detail.notFoundHint')}
          action={
            <AppLink to={memberId === null ? MY_TEAM_PATH : recapPath(memberId)}>
              {t('teamEvaluations.backToRecap')}
            </AppLink>
          }
        />
      </>
    );
  if (!evaluation)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamEvaluations.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('teamEvaluations.detail.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={5} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <EvaluationFacts evaluation={evaluation} />
      <EvaluationRatings evaluation={evaluation} />
      <p>
        <AppLink to={recapPath(evaluation.member.id)} isStandalone>
          {t('teamEvaluations.detail.all', { name: evaluation.member.name })}
        </AppLink>
      </p>
    </>
  );
}
