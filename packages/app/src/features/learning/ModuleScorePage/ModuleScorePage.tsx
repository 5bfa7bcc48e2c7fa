import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection, StatPanel } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { ContentScoreTable } from '../shared/ContentScoreTable';
import { CourseDetailLoadStates } from '../shared/LoadStates';
import { MyCourseCrumbs } from '../shared/MyCourseCrumbs';
import { myCoursePath } from '../shared/myCoursePaths';
import { myCourseKey } from '../../../shared/data/myCourseKeys';

/** /my-courses/:id/:idModul/detail-nilai: one section's contents with status and scores. */
export function ModuleScorePage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { id = '', idModul } = useParams();
  const { data, error, isValidating, retry } = useApi(myCourseKey(id));
  const section = data?.sections.find((s) => String(s.id) === idModul);
  const title = section ? pick(section.title) : t('pages.moduleScore.title');
  const courseTitle = data ? pick(data.course.title) : t('pages.myCourseDetail.title');
  useHead(section ? `${t('pages.moduleScore.title')}: ${title}` : title);

  const header = (
    <PageHeader
      breadcrumb={
        <MyCourseCrumbs
          items={[{ label: courseTitle, href: myCoursePath(id) }, { label: title }]}
        />
      }
      title={title}
      description={t('myCourses.moduleScore.lead')}
    />
  );
  const back = <AppLink to={myCoursePath(id)}>{t('myCourses.backToCourse')}</AppLink>;
  if (!data)
    return (
      <>
        {header}
        <CourseDetailLoadStates
          courseId={id}
          error={error}
          isValidating={isValidating}
          retry={retry}
        />
      </>
    );
  if (!section)
    return (
      <>
        {header}
        <EmptyState
          title={t('myCourses.moduleScore.notFound')}
          description={t('myCourses.moduleScore.notFoundDescription')}
          action={back}
        />
      </>
    );
  const done = section.contents.filter((content) => content.status === 'done').length;
  // The pass marks of the tests this section lists (the course's own is its final quiz's). A
  // pre test only measures the starting point, with no pass or fail, so its mark is left out.
  const tests = section.contents.filter(
    (content) => content.passThreshold !== null && content.type !== 'Pre Test',
  );
  const marks = [...new Set(tests.map((content) => content.passThreshold))];
  const passThreshold =
    marks.length === 0
      ? null
      : marks.length === 1
        ? marks[0]
        : tests
            .map((content) =>
              t('myCourses.moduleScore.passThresholdOf', {
                title: pick(content.title),
                threshold: content.passThreshold,
              }),
            )
            .join(', ');
  return (
    <>
      {header}
      <StatPanel
        items={[
          {
            label: t('myCourses.moduleScore.done'),
            value: t('myCourses.moduleScore.doneValue', { done, total: section.contents.length }),
          },
          // A section without a graded test has no pass mark to state.
          ...(passThreshold === null
            ? []
            : [{ label: t('myCourses.detail.passThreshold'), value: passThreshold }]),
        ]}
        actions={back}
      />
      <PageSection title={t('myCourses.moduleScore.contentsTitle')}>
        <ContentScoreTable
          courseId={data.course.id}
          contents={section.contents}
          caption={t('myCourses.moduleScore.caption', { title })}
          isCaptionHidden
          hasCompletedAt
        />
      </PageSection>
    </>
  );
}
