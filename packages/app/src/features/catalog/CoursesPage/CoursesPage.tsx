import { useTranslation } from 'react-i18next';
import { PageHeader } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { CourseFilterBar } from './CourseFilterBar';
import { CourseResults } from './CourseResults';
import { coursesPath } from './coursesQuery';
import { useCourseFilters } from './useCourseFilters';

/** The course catalog: search, category filter and pages, all kept in the address. */
export function CoursesPage() {
  const { t } = useTranslation();
  const filters = useCourseFilters();
  const { data, error, isLoading, isValidating, retry } = useApi(coursesPath(filters));
  useHead(t('pages.courses.title'));

  const summary = isLoading
    ? t('courses.searching')
    : data && !error
      ? t('courses.resultCount', { count: data.total })
      : undefined;

  const goToPage = (page: number) => {
    filters.setPage(page);
    // The new page starts at the top of the list, not at the pagination it was chosen from.
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeader title={t('pages.courses.title')} description={t('courses.lead')} />
      <CourseFilterBar
        q={filters.q}
        category={filters.category}
        onSearch={filters.setSearch}
        onCategoryChange={filters.setCategory}
        summary={summary}
      />
      <CourseResults
        data={isLoading ? undefined : data}
        error={error}
        isRetrying={isValidating}
        onRetry={retry}
        hasFilters={filters.hasFilters}
        onClearFilters={filters.clear}
        onPageChange={goToPage}
      />
    </>
  );
}
