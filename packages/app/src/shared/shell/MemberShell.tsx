import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen, MemberLayout } from '@ajar/ui';
import { currentHref } from '../../routes/current';
import { routeByKey } from '../../routes/table';
import { useSession } from '../../session';
import { Brand } from './Brand';
import { FooterLinks } from './FooterLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { memberNavFor } from './memberNav';
import { useSignInRedirect } from './RequireSession';
import { useTeamSize } from './useTeamSize';
import { routerLink } from './routerLink';
import { NotificationBellLink } from './NotificationBellLink';
import { UserMenu } from './UserMenu';

/** The member area: only with a valid session; otherwise sign-in, then back here. */
export default function MemberShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const signIn = useSignInRedirect();
  const session = useSession();
  const nav = memberNavFor(session?.roleId, useTeamSize(session !== null));
  if (signIn) return <Navigate to={signIn} replace />;

  const hrefOf = (key: string) => routeByKey(key)?.path ?? '/';
  const current = currentHref(
    location.pathname,
    nav.flatMap(({ keys }) => keys.map(hrefOf)),
  );
  const sections = nav.map(({ id, keys }) => ({
    id,
    title: t(`nav.member.${id}`),
    items: keys.map((key) => ({
      label: t(`pages.${key}.title`),
      href: hrefOf(key),
      isCurrent: hrefOf(key) === current,
    })),
  }));
  return (
    <MemberLayout
      logo={<Brand to="/my-dashboard" />}
      sections={sections}
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
    </MemberLayout>
  );
}
