import { useTranslation } from 'react-i18next';
import { useHead } from '../../../shared/head/useHead';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './PrivacyPage.sections';
import { DocumentSections, LastUpdated, TableOfContents } from '../shared/document';

/** The privacy policy (UU PDP); the informational layout renders the title as the h1. */
export function PrivacyPage() {
  const { t } = useTranslation();
  useHead(t('pages.privacy.title'));
  return (
    <>
      <LastUpdated doc="privacy" date={PRIVACY_UPDATED} />
      <p>{t('privacy.intro')}</p>
      <TableOfContents doc="privacy" sections={PRIVACY_SECTIONS} />
      <DocumentSections doc="privacy" sections={PRIVACY_SECTIONS} />
    </>
  );
}
