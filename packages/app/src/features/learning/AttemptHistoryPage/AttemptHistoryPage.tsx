import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, ScoreHistoryTable, type ScoreAttempt } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { LoadStates } from '../shared/LoadStates';
import { MyCourseCrumbs } from '../shared/MyCourseCrumbs';
import { myCoursePath } from '../shared/myCoursePaths';
import { EvaluationHistoryTable } from './EvaluationHistoryTable';
import { HISTORY_KEY, historyTarget, kindOfRoute } from '../shared/historyKinds';

/** Newest first, as a learner looks for the attempt just taken. */
const newestFirst = (a: { attemptNumber: number }, b: { attemptNumber: number }) =>
  b.attemptNumber - a.attemptNumber;

/**
 * A quiz's attempts (a module's pre or post test, the final quiz) with their scores, or the
 * course evaluation's submissions; each opens its detail page.
 */
export function AttemptHistoryPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const entry = useRouteEntry();
  const target = historyTarget(kindOfRoute(entry?.key), useParams());
  const { data, error, isValidating, retry } = useApi(target.apiPath);
  const title = t(`pages.${HISTORY_KEY[target.kind]}.title`);
  const courseTitle = data ? pick(data.course.title) : t('pages.myCourseDetail.title');
  const contentTitle = data?.items[0] ? pick(data.items[0].content.title) : undefined;
  useHead(contentTitle ? `${title}: ${contentTitle}` : title);

  // A pre test is a baseline of what the learner knew before: a score, no pass mark, no verdict.
  const isBaseline = data?.items[0]?.content.type === 'Pre Test';
  const description =
    data && target.kind !== 'evaluation' && !isBaseline
      ? [contentTitle, t('myCourses.history.threshold', { threshold: data.passThreshold })]
          .filter(Boolean)
          .join(' · ')
      : contentTitle;
  const header = (
    <PageHeader
      breadcrumb={
        <MyCourseCrumbs
          items={[{ label: courseTitle, href: myCoursePath(target.courseId) }, { label: title }]}
        />
      }
      title={title}
      description={description}
    />
  );
  if (!data)
    return (
      <>
        {header}
        <LoadStates
          error={error}
          isValidating={isValidating}
          retry={retry}
          loadingLabel={t('myCourses.history.loading')}
          errorTitle={t('myCourses.history.error')}
          missing={{
            title: t('myCourses.history.notFound'),
            description: t('myCourses.history.notFoundDescription'),
            action: (
              <AppLink to={myCoursePath(target.courseId)}>{t('myCourses.backToCourse')}</AppLink>
            ),
          }}
        />
      </>
    );

  const items = [...data.items].sort(newestFirst);
  const detailHref = (row: { id: string | number }) => `${target.path}/${row.id}`;
  if (target.kind === 'evaluation')
    return (
      <>
        {header}
        <EvaluationHistoryTable
          items={items}
          caption={t('myCourses.history.evaluationCaption')}
          detailHref={detailHref}
        />
      </>
    );
  const attempts: ScoreAttempt[] = items.map((item) => ({
    id: item.id,
    attemptNumber: item.attemptNumber,
    submittedAt: item.submittedAt,
    score: item.score ?? 0,
    isPassed: isBaseline ? undefined : (item.passed ?? false),
    durationSeconds: item.durationSeconds,
  }));
  return (
    <>
      {header}
      <ScoreHistoryTable
        attempts={attempts}
        emptyHeadingLevel={2}
        caption={
          target.kind === 'final'
            ? t('myCourses.history.finalCaption')
            : contentTitle && t('myCourses.table.historyOf', { title: contentTitle })
        }
        getDetailHref={detailHref}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      />
    </>
  );
}
