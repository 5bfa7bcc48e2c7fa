import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { parseCourseId } from '../../../shared/courses/courseId';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { isNotMyReport, MemberNotFound } from '../../team/shared/MemberNotFound';
import { memberPath } from '../../team/shared/teamKeys';
import { useMemberId } from '../../team/shared/useMemberId';
import { EvaluationCrumbs } from '../shared/EvaluationCrumbs';
import { formKey, recapPath, TRAINING_PARAM, trainingValue } from '../shared/evaluationKeys';
import { EvaluationForm } from './EvaluationForm';
import { isOpen } from './evaluationValues';

/** The API names the person when they are not my report; anything else missing is the form. */
const isOtherMember = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.field === 'member');

/**
 * /my-team/:id/evaluation/:QuizId: one of the company's forms filled for one of my direct
 * reports about a training they completed (`?training=course-12` chooses it). Without any
 * completed training there is nothing to evaluate yet: the way to assign a course instead.
 */
export function EvaluationFormPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const memberId = useMemberId();
  const quizId = parseCourseId(useParams().QuizId);
  const [search] = useSearchParams();
  const load = useApi(memberId === null || quizId === null ? null : formKey(memberId, quizId));
  const isGone = memberId === null || quizId === null || isNotMyReport(load.error);
  const view = isGone ? undefined : load.data;
  const member = view?.member;
  const title = t('pages.teamEvaluation.title');
  useHead(member ? `${title}: ${member.name}` : title);

  const header = (
    <PageHeader
      title={title}
      description={member && t('teamEvaluations.form.lead', { name: member.name })}
      breadcrumb={<EvaluationCrumbs member={member} current={title} isBelowRecap />}
    />
  );
  const page = (body: ReactNode) => (
    <>
      {header}
      {body}
    </>
  );
  if (isGone)
    return page(
      memberId === null || isOtherMember(load.error) ? (
        <MemberNotFound />
      ) : (
        <EmptyState
          title={t('teamEvaluations.form.notFound')}
          description={t('teamEvaluations.form.notFoundHint')}
          action={<AppLink to={recapPath(memberId)}>{t('teamEvaluations.backToRecap')}</AppLink>}
        />
      ),
    );
  if (!view || !member)
    return page(
      <LoadPending
        load={load}
        error={{ title: t('teamEvaluations.form.error'), description: t('loadError.network') }}
        loadingLabel={t('teamEvaluations.form.loading')}
      >
        <Skeleton lines={3} />
        <Skeleton variant="rect" />
      </LoadPending>,
    );
  if (view.trainings.length === 0)
    return page(
      <EmptyState
        title={t('teamEvaluations.pending.noTrainings', { name: member.name })}
        description={t('teamEvaluations.pending.noTrainingsHint', { name: member.name })}
        action={
          <AppLink to={memberPath(member.id, 'assign-course')}>
            {t('teamEvaluations.assign')}
          </AppLink>
        }
      />,
    );
  // The recap's link names the training; one evaluated with this form already is not offered.
  const asked = search.get(TRAINING_PARAM) ?? '';
  const preselect = view.trainings.some((tr) => isOpen(tr) && trainingValue(tr) === asked)
    ? asked
    : '';
  return page(
    <PageSection
      title={pick(view.form.title)}
      description={view.form.description ? pick(view.form.description) : undefined}
    >
      <EvaluationForm key={`${member.id}-${view.form.id}`} view={view} preselect={preselect} />
    </PageSection>,
  );
}
