import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { InformationalLayout, LoadingScreen } from '@ajar/ui';
import { Brand } from './Brand';
import { FooterLinks } from './FooterLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useRouteEntry } from './useRouteEntry';

/** Centred document pages; the layout renders the page's title as its h1. */
export function InformationalShell() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  return (
    <InformationalLayout
      logo={<Brand />}
      title={entry ? t(`pages.${entry.key}.title`) : t('app.title')}
      footer={
        <>
          <FooterLinks /> <LanguageSwitcher />
        </>
      }
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </InformationalLayout>
  );
}
