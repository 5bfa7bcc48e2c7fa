import { useTranslation } from 'react-i18next';
import { ProgressIndicator } from '@ajar/ui';
import type { TrainingHours } from '@ajar/api/contract';
import { useTeamFormats } from './useTeamFormats';

/**
 * This year's training hours against the company's target: "12,5 / 40 jam" and a bar that
 * turns green once the target is met (the target is its threshold). A company without a
 * target gets the hours alone.
 */
export function HoursProgress({ hours, name }: { hours: TrainingHours; name: string }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const values = { done: format.hours(hours.done), target: format.hours(hours.target) };
  if (hours.target <= 0) return t('team.hours.doneOnly', values);
  return (
    <>
      {t('team.hours.value', values)}
      <ProgressIndicator
        value={(hours.done / hours.target) * 100}
        threshold={100}
        size="sm"
        hasStateLabel={false}
        label={t('team.hours.of', { name })}
        // The kit's words speak of a pass mark; hours have a target.
        aria-valuetext={t('team.hours.valueText', values)}
      />
    </>
  );
}
