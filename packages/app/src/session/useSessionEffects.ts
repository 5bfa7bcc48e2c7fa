import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@ajar/ui';
import { apiRequest } from '../api';
import { SETTING_DATA_KEY } from '../shared/head/favicon';
import { adoptColor } from '../theme/useLiveTheme';
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
 * After sign-in, the company's settings: its colour (applied and kept for the next first
 * paint) and its favicon and title (docs/product/behaviour.md settingData).
 */
export function useTenantSettings(session: Session | null) {
  const token = session?.kind === 'user' ? session.token : null;
  useEffect(() => {
    if (!token) return;
    let active = true;
    apiRequest('get', '/company/settings')
      .then((settings) => {
        if (!active) return;
        void adoptColor(settings.theme.primaryColor);
        localStorage.setItem(
          SETTING_DATA_KEY,
          JSON.stringify({
            favicon: settings.favicon,
            faviconTitle: settings.faviconTitle,
            title: settings.title,
          }),
        );
      })
      .catch((error: unknown) => console.error('tenant settings', error));
    return () => {
      active = false;
    };
  }, [token]);
}
