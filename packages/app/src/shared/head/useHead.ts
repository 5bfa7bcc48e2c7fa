import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyHead, headFor, parseTenantFavicons } from './favicon';
import { useTenantBrand } from './tenantBrand';

const tenantFavicons = parseTenantFavicons(
  import.meta.env.VITE_TENANT_FAVICONS as string | undefined,
);

/** Keeps the document title (page · brand) and favicon in step with page and brand. */
export function useHead(pageTitle?: string) {
  const { t } = useTranslation();
  const settings = useTenantBrand();
  const productTitle = t('app.title');
  useEffect(() => {
    applyHead(
      headFor({
        productTitle,
        pageTitle,
        settings,
        hostname: location.hostname,
        tenantFavicons,
      }),
    );
  }, [productTitle, pageTitle, settings]);
}
