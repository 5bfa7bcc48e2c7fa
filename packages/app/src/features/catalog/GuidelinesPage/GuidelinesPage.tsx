import { useTranslation } from 'react-i18next';
import { COURSE_DISPLAY_TYPE } from '@ajar/api/contract/content-types';
import { EmptyState, PageHeader } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { CourseGrid, CourseGridSkeleton } from '../shared/CourseGrid';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { apiPath } from '../../../api';

/** The API's largest page: guidelines are few, so one page shows them all. */
const GUIDELINES_PATH = apiPath('/courses', {
  query: { displayType: COURSE_DISPLAY_TYPE.Guideline, pageSize: 50 },
});

/** The company's guideline courses (display type Guideline): policies and how-tos. */
export function GuidelinesPage() {
  const { t } = useTranslation();
  const { data, error, isValidating, retry } = useApi(GUIDELINES_PATH);
  useHead(t('pages.guidelines.title'));

  let body;
  if (error) {
    body = (
      <LoadErrorState
        error={error}
        title={t('courses.guidelines.error')}
        description={t('courses.errorHint')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  } else if (!data) {
    body = <CourseGridSkeleton label={t('courses.guidelines.loading')} />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        title={t('courses.guidelines.emptyTitle')}
        description={t('courses.guidelines.emptyDescription')}
      />
    );
  } else {
    body = <CourseGrid courses={data.items} label={t('courses.guidelines.listLabel')} />;
  }

  return (
    <>
      <PageHeader title={t('pages.guidelines.title')} description={t('courses.guidelines.lead')} />
      {body}
    </>
  );
}
