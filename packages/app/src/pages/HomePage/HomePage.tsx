import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import { useEffect } from 'react';

export function HomePage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return (
    <main>
      <h1>{t('home.title')}</h1>
      <p>{t('home.lead')}</p>
      <Button>{t('home.cta')}</Button>
    </main>
  );
}
