import { useTranslation } from 'react-i18next';
import { BrandMark, safeHref } from '@ajar/ui';
import { useTenantBrand } from '../head/tenantBrand';
import { AppLink } from './AppLink';

/**
 * The home link: the company's mark in its brand colour (its logo, or its initials) and its
 * name, from the tenant settings; the product's name until they arrive.
 */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  const { title, logo } = useTenantBrand();
  return (
    <AppLink to={to}>
      <BrandMark name={title || t('app.title')} logoSrc={safeHref(logo)} />
    </AppLink>
  );
}
