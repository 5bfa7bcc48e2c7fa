import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The product name as the home link (tenant logos arrive with tenant settings later). */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return <Link to={to}>{t('app.title')}</Link>;
}
