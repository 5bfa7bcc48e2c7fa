import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';

/**
 * What the owner should know of the record's state: why it came back and what to do, that it
 * waits for the check (and how to change it meanwhile), or that a change sends it back.
 */
export function RecordNotice({ record }: { record: TrainingRecord }) {
  const { t } = useTranslation();
  if (record.status === 'returned')
    return (
      <Callout tone="warning" title={t('trainingRecords.notice.returned')} headingLevel={2}>
        <q>{record.returnReason}</q> {t('trainingRecords.notice.returnedHint')}
      </Callout>
    );
  if (record.status === 'submitted')
    return (
      <Callout tone="info" title={t('trainingRecords.notice.submitted')} headingLevel={2}>
        {t('trainingRecords.notice.submittedHint')}
      </Callout>
    );
  if (record.status === 'draft')
    return (
      <Callout tone="info" title={t('trainingRecords.notice.draft')} headingLevel={2}>
        {t('trainingRecords.notice.draftHint')}
      </Callout>
    );
  return null;
}
