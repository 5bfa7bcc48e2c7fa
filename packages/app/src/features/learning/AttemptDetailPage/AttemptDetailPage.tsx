import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection } from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import type { Attempt } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AttemptReview } from '../shared/quiz/AttemptReview';
import { AppLink } from '../../../shared/shell/AppLink';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import {
  HISTORY_KEY,
  historyTarget,
  kindOfRoute,
  type HistoryTarget,
} from '../shared/historyKinds';
import { LoadStates } from '../shared/LoadStates';
import { MyCourseCrumbs } from '../shared/MyCourseCrumbs';
import { learnPath, myCoursePath } from '../shared/myCoursePaths';
import { AttemptSummarySection, isSubmitted } from './AttemptSummary';
import { apiPath } from '../../../api';

const KIND_TYPE = { final: 'Final Quiz', evaluation: 'Evaluation' } as const;

/** The address names the course (and the module's quiz): an attempt elsewhere is not found. */
function belongsHere(
  attempt: Attempt,
  target: HistoryTarget,
  params: Record<string, string | undefined>,
) {
  if (String(attempt.course.id) !== target.courseId) return false;
  if (target.kind === 'module') return String(attempt.content.id) === params.idParticipantModule;
  return attempt.content.type === KIND_TYPE[target.kind];
}

/** One submitted attempt: its score, when and how long, then the answers reviewed. */
export function AttemptDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const entry = useRouteEntry();
  const params = useParams();
  const target = historyTarget(kindOfRoute(entry?.key), params);
  const { data, error, isValidating, retry } = useApi(
    apiPath('/attempts/{id}', { path: { id: Number(params.idScore) } }),
  );
  const attempt = data && belongsHere(data, target, params) ? data : undefined;
  const title = entry ? t(`pages.${entry.key}.title`) : t('pages.moduleScoreDetail.title');
  const historyTitle = t(`pages.${HISTORY_KEY[target.kind]}.title`);
  const courseTitle = attempt ? pick(attempt.course.title) : t('pages.myCourseDetail.title');
  useHead(attempt ? `${title}: ${pick(attempt.content.title)}` : title);

  const header = (
    <PageHeader
      breadcrumb={
        <MyCourseCrumbs
          items={[
            { label: courseTitle, href: myCoursePath(target.courseId) },
            { label: historyTitle, href: target.path },
            { label: title },
          ]}
        />
      }
      title={title}
      description={attempt ? pick(attempt.content.title) : undefined}
    />
  );
  const missing = {
    title: t('myCourses.attempt.notFound'),
    description: t('myCourses.attempt.notFoundDescription'),
    action: <AppLink to={target.path}>{t('myCourses.attempt.backToHistory')}</AppLink>,
  };
  if (data && !attempt)
    return (
      <>
        {header}
        <EmptyState {...missing} />
      </>
    );
  if (!attempt)
    return (
      <>
        {header}
        <LoadStates
          error={error}
          isValidating={isValidating}
          retry={retry}
          loadingLabel={t('myCourses.attempt.loading')}
          errorTitle={t('myCourses.attempt.error')}
          missing={missing}
        />
      </>
    );
  if (!isSubmitted(attempt))
    return (
      <>
        {header}
        <EmptyState
          title={t('myCourses.attempt.notSubmitted')}
          description={t('myCourses.attempt.notSubmittedDescription')}
          action={
            <AppLink to={learnPath(attempt.course.id, attempt.content.id)}>
              {t('myCourses.attempt.resume')}
            </AppLink>
          }
        />
      </>
    );
  return (
    <>
      {header}
      <AttemptSummarySection attempt={attempt} />
      {/* The review sits under its own h2, so each question is an h3 beneath it. */}
      <PageSection
        title={t(
          attempt.kind === QUIZ_KIND.Evaluation || !attempt.result.review
            ? 'myCourses.attempt.answersTitle'
            : 'myCourses.attempt.reviewTitle',
        )}
      >
        <AttemptReview attempt={attempt} headingLevel={3} />
      </PageSection>
    </>
  );
}
