import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Links to the information pages, on every layout. */
export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.footer')}>
      <Link to="/help">{t('pages.help.title')}</Link> ·{' '}
      <Link to="/terms-of-use">{t('pages.terms.title')}</Link> ·{' '}
      <Link to="/privacy-policy">{t('pages.privacy.title')}</Link>
    </nav>
  );
}
