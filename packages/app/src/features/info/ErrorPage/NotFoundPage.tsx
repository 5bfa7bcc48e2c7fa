import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader } from '@ajar/ui';
import { useNavigate } from 'react-router-dom';
import { useHead } from '../../../shared/head/useHead';

/** Any address the app does not know, in the public layout, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHead(t('notFound.title'));
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        headingLevel={2}
        title={t('notFound.heading')}
        description={t('notFound.description')}
        action={<Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>}
      />
    </>
  );
}
