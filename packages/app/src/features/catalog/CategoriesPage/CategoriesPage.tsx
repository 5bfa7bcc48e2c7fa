import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { CategoryGrid, CategoryGridSkeleton } from './CategoryGrid';
import { apiPath } from '../../../api';

/** Course topics with how many courses each has; a topic opens the filtered catalog. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const { data, error, isValidating, retry } = useApi(apiPath('/categories'));
  useHead(t('pages.categories.title'));

  let body;
  if (error) {
    body = (
      <LoadErrorState
        error={error}
        title={t('categories.error')}
        description={t('categories.errorHint')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  } else if (!data) {
    body = <CategoryGridSkeleton />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        title={t('categories.emptyTitle')}
        description={t('categories.emptyDescription')}
      />
    );
  } else {
    body = <CategoryGrid categories={data.items} />;
  }

  return (
    <>
      <PageHeader title={t('pages.categories.title')} description={t('categories.lead')} />
      {body}
    </>
  );
}
