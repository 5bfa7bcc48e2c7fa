import { useTranslation } from 'react-i18next';
import { BrandMark } from '@ajar/ui';
import { AppLink } from './AppLink';

/**
 * The home link: the tenant's mark in its brand colour and its name (the product's name until
 * tenant settings carry the company's own).
 */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to}>
      <BrandMark name={t('app.title')} />
    </AppLink>
  );
}
