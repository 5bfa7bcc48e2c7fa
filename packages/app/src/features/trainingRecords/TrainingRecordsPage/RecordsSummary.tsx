import { useTranslation } from 'react-i18next';
import { ProgressIndicator, StatPanel, type StatItem } from '@ajar/ui';
import type { TrainingRecordList } from '@ajar/api/contract';
import { useRecordFormats } from '../shared/useRecordFormats';

/**
 * This year's training hours (Ajar's courses and verified records) against the company's
 * target, with a bar; then what the verified records add and what they cost. A company
 * without a target gets the hours alone.
 */
export function RecordsSummary({ list }: { list: TrainingRecordList }) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const { year, hours } = list;
  const values = { done: format.number(hours.done), target: format.number(hours.target) };
  const items: StatItem[] = [
    {
      label: t('trainingRecords.summary.hours', { year }),
      value:
        hours.target > 0
          ? t('trainingRecords.summary.hoursValue', values)
          : t('trainingRecords.summary.hoursOnly', values),
      hint:
        hours.target > 0 ? (
          <ProgressIndicator
            value={Math.min(100, (hours.done / hours.target) * 100)}
            threshold={100}
            size="sm"
            hasStateLabel={false}
            label={t('trainingRecords.summary.hoursBar', { year })}
            // The kit's words speak of a pass mark; hours have a target.
            aria-valuetext={t('trainingRecords.summary.hoursValue', values)}
          />
        ) : undefined,
    },
    {
      label: t('trainingRecords.summary.verified', { year }),
      value: t('trainingRecords.summary.verifiedValue', {
        count: list.verifiedHours,
        hours: format.number(list.verifiedHours),
      }),
    },
    { label: t('trainingRecords.summary.cost', { year }), value: format.rupiah(list.costIdr) },
  ];
  return <StatPanel items={items} />;
}
