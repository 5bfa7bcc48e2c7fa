import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader } from '@ajar/ui';
import { useHead } from '../../head/useHead';

/** The front door; its catalog sections arrive with the catalog pages. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHead();
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.lead')} />
      <Button onClick={() => navigate('/courses')}>{t('home.cta')}</Button>
    </>
  );
}
