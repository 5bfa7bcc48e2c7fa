import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Breadcrumb, EmptyState, PageHeader, PageSection, Skeleton, SkeletonGroup } from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { routerLink } from '../../../shared/shell/routerLink';
import { RoadmapCourses } from './RoadmapCourses';
import { RoadmapProgressPanel } from './RoadmapProgressPanel';
import { useRoadmapProgress } from './useRoadmapProgress';
import { apiPath } from '../../../api';

/** An id the API cannot have (400) is as missing as one it does not have (404). */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** One roadmap: what it is for, then its courses in order, with a signed-in learner's progress. */
export function RoadmapDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { id } = useParams();
  const { data, error, isValidating, retry } = useApi(
    apiPath('/roadmaps/{id}', { path: { id: Number(id) } }),
  );
  const mine = useRoadmapProgress(data?.courses ?? []);
  const title = data ? pick(data.title) : t('pages.roadmapDetail.title');
  useHead(title);

  const breadcrumb = (
    <Breadcrumb
      label={t('nav.breadcrumb')}
      renderLink={routerLink}
      items={[{ label: t('pages.roadmaps.title'), href: '/roadmaps' }, { label: title }]}
    />
  );
  const header = (
    <PageHeader
      breadcrumb={breadcrumb}
      title={title}
      description={data ? pick(data.description) : undefined}
    />
  );

  if (!data && isMissing(error))
    return (
      <>
        {header}
        <EmptyState
          title={t('roadmaps.detail.notFound')}
          description={t('roadmaps.detail.notFoundDescription')}
          action={<AppLink to="/roadmaps">{t('roadmaps.detail.back')}</AppLink>}
        />
      </>
    );
  if (!data && error)
    return (
      <>
        {header}
        <LoadErrorState
          error={error}
          title={t('roadmaps.detail.error')}
          description={t('roadmaps.errorDescription')}
          onRetry={retry}
          isRetrying={isValidating}
          action={<AppLink to="/roadmaps">{t('roadmaps.detail.back')}</AppLink>}
        />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <SkeletonGroup label={t('roadmaps.detail.loading')}>
          <Skeleton lines={2} width="60%" />
          <Skeleton variant="rect" />
        </SkeletonGroup>
      </>
    );
  return (
    <>
      {header}
      {mine.isSignedIn && data.courses.length > 0 && (
        <PageSection title={t('myCourses.roadmap.progressTitle')}>
          <RoadmapProgressPanel state={mine} total={data.courses.length} />
        </PageSection>
      )}
      <RoadmapCourses courses={data.courses} progress={mine.progress} />
    </>
  );
}
