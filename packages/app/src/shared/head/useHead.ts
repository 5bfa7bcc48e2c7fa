import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { applyHead, headFor, parseTenantFavicons, readSettingData } from './favicon';

const tenantFavicons = parseTenantFavicons(
  import.meta.env.VITE_TENANT_FAVICONS as string | undefined,
);

/** Keeps the document title (page · brand) and favicon in step with page and session. */
export function useHead(pageTitle?: string) {
  const { t } = useTranslation();
  const session = useSession();
  const productTitle = t('app.title');
  useEffect(() => {
    applyHead(
      headFor({
        productTitle,
        pageTitle,
        roleId: session?.roleId,
        settings: readSettingData(),
        hostname: location.hostname,
        tenantFavicons,
      }),
    );
  }, [productTitle, pageTitle, session]);
}
