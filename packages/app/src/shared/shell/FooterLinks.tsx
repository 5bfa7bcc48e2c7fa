import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';

/** Links to the information pages, on every layout. */
export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.footer')}>
      <AppLink to="/help">{t('pages.help.title')}</AppLink> ·{' '}
      <AppLink to="/terms-of-use">{t('pages.terms.title')}</AppLink> ·{' '}
      <AppLink to="/privacy-policy">{t('pages.privacy.title')}</AppLink>
    </nav>
  );
}
