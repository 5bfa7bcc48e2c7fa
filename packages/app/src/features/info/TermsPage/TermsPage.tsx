import { useTranslation } from 'react-i18next';
import { useHead } from '../../../shared/head/useHead';
import { TERMS_SECTIONS, TERMS_UPDATED } from './TermsPage.sections';
import { DocumentSections, LastUpdated, TableOfContents } from '../shared/document';

/** The terms of use; the informational layout renders the title as the h1. */
export function TermsPage() {
  const { t } = useTranslation();
  useHead(t('pages.terms.title'));
  return (
    <>
      <LastUpdated doc="terms" date={TERMS_UPDATED} />
      <p>{t('terms.intro')}</p>
      <TableOfContents doc="terms" sections={TERMS_SECTIONS} />
      <DocumentSections doc="terms" sections={TERMS_SECTIONS} />
    </>
  );
}
