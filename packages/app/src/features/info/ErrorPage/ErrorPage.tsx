import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '@ajar/ui';
import { NotFoundPage } from './NotFoundPage';

/**
 * A route that failed to load (a chunk lost after a deploy, a render error): say so and
 * offer a reload instead of a white page.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <ErrorState
      title={t('errorPage.title')}
      description={t('errorPage.description')}
      onRetry={() => location.reload()}
      retryLabel={t('errorPage.reload')}
    />
  );
}
