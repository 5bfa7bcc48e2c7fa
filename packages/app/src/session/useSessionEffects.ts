import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@ajar/ui';
import { apiRequest } from '../api';
import { readStoredPrimary } from '@ajar/tokens';
import { tenantBrand } from '../shared/head/tenantBrand';
import { adoptColor } from '../theme/useLiveTheme';
import { TOKEN_RENEW_BEFORE_SECONDS } from '@ajar/api/contract/limits';
import { renewSession } from './renewLater';
import { sessionStore } from './store';
import type { Session } from './token';

/** Says so when a session ends by itself (expired, or refused by the API). */
export function useSessionNotices() {
  const { t } = useTranslation();
  useEffect(
    () =>
      sessionStore.subscribe((event) => {
        if (event === 'ended')
          toast.warning({ description: t('session.ended'), dedupeKey: 'session-ended' });
      }),
    [t],
  );
}

/**
 * The company's settings: its colour (applied and kept for the next first paint), name, logo,
 * favicon and its title (docs/product/behaviour.md settingData). Signed out, the company of
 * this host's; signed in, the user's own; read again when the account changes.
 */
export function useTenantSettings(session: Session | null) {
  // The account, not the token: a renewed token of the same session needs no new settings.
  const account = session?.kind === 'user' ? `${session.userId}.${session.companyId}` : 'host';
  useEffect(() => {
    let active = true;
    apiRequest('get', '/company/settings')
      .then((settings) => {
        if (!active) return;
        // The first paint already has the stored colour: a tenant on it loads no colour maths.
        if (settings.theme.primaryColor.toLowerCase() !== readStoredPrimary())
          void adoptColor(settings.theme.primaryColor);
        tenantBrand.set({
          favicon: settings.favicon,
          faviconTitle: settings.faviconTitle,
          title: settings.title,
          logo: settings.logo,
        });
      })
      .catch((error: unknown) => console.error('tenant settings', error));
    return () => {
      active = false;
    };
  }, [account]);
}

/**
 * Renews the token before it runs out even when the page makes no request (a learner reading
 * a long module), so the theme stream and the next request find a live token.
 */
export function useTokenRenewal(session: Session | null) {
  useEffect(() => {
    if (session?.kind !== 'user') return;
    const due = session.expiresAt * 1000 - TOKEN_RENEW_BEFORE_SECONDS * 1000 - Date.now();
    const timer = setTimeout(() => void renewSession(session), Math.max(0, due));
    return () => clearTimeout(timer);
  }, [session]);
}
