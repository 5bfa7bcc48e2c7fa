import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Pagination } from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import type { CourseSummary, Page } from '@ajar/api/contract';
import type { ApiRequestError } from '../../../shared/data/fetcher';
import { CourseGrid, CourseGridSkeleton } from '../shared/CourseGrid';

interface CourseResultsProps {
  data: Page<CourseSummary> | undefined;
  error: ApiRequestError | undefined;
  isRetrying: boolean;
  onRetry: () => void;
  hasFilters: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
}

/** One page of the catalog in whichever state it is: loading, failed, empty or listed. */
export function CourseResults({
  data,
  error,
  isRetrying,
  onRetry,
  hasFilters,
  onClearFilters,
  onPageChange,
}: CourseResultsProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <LoadErrorState
        error={error}
        title={t('courses.error')}
        description={t('courses.errorHint')}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!data) return <CourseGridSkeleton label={t('courses.loading')} />;

  if (data.items.length === 0) {
    // A page past the end (an old link) is not "no courses": offer the first page instead.
    if (data.total > 0) {
      return (
        <EmptyState
          title={t('courses.pageEmptyTitle')}
          description={t('courses.pageEmptyDescription')}
          action={<Button onClick={() => onPageChange(1)}>{t('courses.firstPage')}</Button>}
        />
      );
    }
    if (hasFilters) {
      return (
        <EmptyState
          title={t('courses.noMatchTitle')}
          description={t('courses.noMatchDescription')}
          action={<Button onClick={onClearFilters}>{t('courses.clearFilters')}</Button>}
        />
      );
    }
    return (
      <EmptyState title={t('courses.emptyTitle')} description={t('courses.emptyDescription')} />
    );
  }

  return (
    <CourseGrid
      courses={data.items}
      label={t('courses.listLabel')}
      footer={
        <Pagination
          page={data.page}
          pageCount={data.totalPages}
          onPageChange={onPageChange}
          label={t('courses.paginationLabel')}
        />
      }
    />
  );
}
