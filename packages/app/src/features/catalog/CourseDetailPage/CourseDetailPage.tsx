import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Breadcrumb, Button, CourseOverview, EmptyState, PageHeader } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { routerLink } from '../../../shared/shell/routerLink';
import { CourseDetailView } from './CourseDetailView';
import { parseCourseId } from '../../../shared/courses/courseId';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { apiPath } from '../../../api';

/** A course's page: what it teaches, who teaches it, its outline, and how to start. */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const id = parseCourseId(useParams().id);
  const { data, error, isValidating, retry } = useApi(
    id === null ? null : apiPath('/courses/{id}', { path: { id } }),
  );
  const isNotFound =
    id === null || (error instanceof ApiRequestError && error.status === 404 && !data);

  const title = data
    ? pick(data.title)
    : isNotFound
      ? t('courses.detail.notFoundTitle')
      : t('pages.courseDetail.title');
  useHead(title);

  const header = (
    <PageHeader
      title={data ? title : t('pages.courseDetail.title')}
      breadcrumb={
        <Breadcrumb
          label={t('nav.breadcrumb')}
          renderLink={routerLink}
          items={[
            { label: t('pages.courses.title'), href: '/courses' },
            { label: data ? title : t('pages.courseDetail.title') },
          ]}
        />
      }
    />
  );

  let body;
  if (isNotFound) {
    body = (
      <EmptyState
        title={t('courses.detail.notFoundTitle')}
        description={t('courses.detail.notFoundDescription')}
        action={
          <Button href="/courses" onClick={navigateOnClick('/courses')}>
            {t('courses.detail.backToCourses')}
          </Button>
        }
      />
    );
  } else if (data) {
    body = <CourseDetailView course={data} />;
  } else if (error) {
    body = (
      <LoadErrorState
        error={error}
        title={t('courses.detail.error')}
        description={t('courses.errorHint')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  } else {
    body = <CourseOverview title="" isLoading loadingLabel={t('courses.detail.loading')} />;
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}
