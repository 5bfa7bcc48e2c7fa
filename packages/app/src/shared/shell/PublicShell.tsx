import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen, PublicLayout } from '@ajar/ui';
import { currentHref } from '../../routes/current';
import { PUBLIC_NAV, routeByKey } from '../../routes/table';
import { Brand } from './Brand';
import { FooterLinks } from './FooterLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { routerLink } from './routerLink';
import { NotificationBellLink } from './NotificationBellLink';
import { UserMenu } from './UserMenu';

export function PublicShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = PUBLIC_NAV.map((key) => ({ key, href: routeByKey(key)?.path ?? '/' }));
  const current = currentHref(
    pathname,
    links.map((l) => l.href),
  );
  const navItems = links.map(({ key, href }) => ({
    label: t(`pages.${key}.title`),
    href,
    isCurrent: href === current,
  }));
  return (
    <PublicLayout
      logo={<Brand />}
      navItems={navItems}
      languageSwitcher={<LanguageSwitcher />}
      userMenu={
        <>
          <NotificationBellLink />
          <UserMenu />
        </>
      }
      footer={<FooterLinks />}
      renderLink={routerLink}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
