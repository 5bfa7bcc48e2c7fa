import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';

/** The product name as the home link (tenant logos arrive with tenant settings later). */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return <AppLink to={to}>{t('app.title')}</AppLink>;
}
