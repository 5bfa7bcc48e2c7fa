import { useTranslation } from 'react-i18next';
import { Callout, type StateHeadingLevel } from '@ajar/ui';

/**
 * What every psychotest is and is not, shown with the list, the instructions and every
 * result (docs/product/psychotests-instruments.md): self-reflection, not an examination.
 */
export function PsychotestNote({ headingLevel = 2 }: { headingLevel?: StateHeadingLevel }) {
  const { t } = useTranslation();
  return (
    <Callout tone="info" headingLevel={headingLevel} title={t('psychotests.note.title')}>
      <p>{t('psychotests.note.text')}</p>
    </Callout>
  );
}
