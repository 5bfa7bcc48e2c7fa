import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Card, EmptyState, ErrorState, PageHeader, Skeleton, SkeletonGroup } from '@ajar/ui';
import type { CourseSummary, Page } from '@ajar/api/contract';
import { apiPath } from '../../../api';
import { useHead } from '../../../shared/head/useHead';

type Courses = Page<CourseSummary>;

/** The data-fetching test page: real courses through SWR, with every state it can be in. */
export function SwrDemoPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const { data, error, isLoading, mutate, isValidating } = useSWR<Courses>(
    apiPath('/courses', { query: { pageSize: 5 } }),
  );
  useHead(t('pages.swrDemo.title'));
  return (
    <>
      <PageHeader title={t('pages.swrDemo.title')} description={t('swrDemo.lead')} />
      {isLoading && (
        <SkeletonGroup label={t('swrDemo.loading')}>
          <Skeleton lines={5} />
        </SkeletonGroup>
      )}
      {error && (
        <ErrorState
          title={t('swrDemo.error')}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
          retryLabel={t('common.retry')}
        />
      )}
      {data && data.items.length === 0 && <EmptyState title={t('swrDemo.empty')} />}
      {data && data.items.length > 0 && (
        <Card>
          <p>{t('swrDemo.count', { count: data.total })}</p>
          <ul>
            {data.items.map((course) => (
              <li key={course.id}>{course.title[lang]}</li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
