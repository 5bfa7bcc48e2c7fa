import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { RouteProgressBar, ToastContainer } from '@ajar/ui';
import { useSession } from '../../session';
import {
  useSessionNotices,
  useTenantSettings,
  useTokenRenewal,
} from '../../session/useSessionEffects';
import { useLiveTheme } from '../../theme/useLiveTheme';
import { usePush } from './usePush';

/**
 * Around every route: the navigation progress bar, the one toast container, and what
 * follows the session (live theme, tenant settings, push).
 */
export function RootShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const session = useSession();
  useSessionNotices();
  useTenantSettings(session);
  useTokenRenewal(session);
  useLiveTheme(session);
  usePush(session);
  useFocusOnNavigate();
  return (
    <>
      <RouteProgressBar isVisible={navigation.state !== 'idle'} label={t('nav.loading')} />
      <ToastContainer />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * After a client-side navigation, focus goes to the new page's h1, as a page load would,
 * without scrolling to it: ScrollRestoration owns the position (the top of a new page, the
 * old position on Back). A page that already put focus on something of its own as it arrived
 * (a deep link to a forum post, shown at once from the cache) keeps it: the h1 would take it
 * back a frame later.
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (document.activeElement?.closest('main')) return;
      document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
