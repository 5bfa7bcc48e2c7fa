import { useTranslation } from 'react-i18next';
import { useHead } from '../../../shared/head/useHead';
import { HELP_SECTIONS } from './HelpPage.sections';
import { DocumentSections } from '../shared/document';

/** Help for learners; the informational layout renders the title as the h1. */
export function HelpPage() {
  const { t } = useTranslation();
  useHead(t('pages.help.title'));
  return (
    <>
      <p>{t('help.intro')}</p>
      <DocumentSections doc="help" sections={HELP_SECTIONS} />
    </>
  );
}
