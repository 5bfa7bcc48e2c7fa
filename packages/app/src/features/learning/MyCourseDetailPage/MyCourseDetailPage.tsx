import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { CourseSections } from './CourseSections';
import { CourseDetailLoadStates } from '../shared/LoadStates';
import { MyCourseCrumbs } from '../shared/MyCourseCrumbs';
import { CourseSummary, LearningGain } from './SummarySections';
import { myCourseKey } from '../../../shared/data/myCourseKeys';

/** /my-courses/:id: one course's progress, final quiz, learning gain and every score. */
export function MyCourseDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { id = '' } = useParams();
  const { data, error, isValidating, retry } = useApi(myCourseKey(id));
  const title = data ? pick(data.course.title) : t('pages.myCourseDetail.title');
  useHead(title);

  const header = (
    <PageHeader
      breadcrumb={<MyCourseCrumbs items={[{ label: title }]} />}
      title={title}
      description={t('myCourses.detail.lead')}
    />
  );
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
  return (
    <>
      {header}
      <CourseSummary detail={data} />
      <LearningGain gain={data.learningGain} />
      <CourseSections detail={data} />
    </>
  );
}
