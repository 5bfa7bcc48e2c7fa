import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@ajar/ui';
import {
  ACHIEVEMENT_PERIODS,
  type AchievementPeriod,
} from '@ajar/api/contract/team-achievement-rules';
import { useTeamFormats } from './useTeamFormats';

/**
 * This year, the last 12 months or all time, as native radios: one tab stop, arrow keys move
 * and choose, and the choice is announced with its group's name.
 */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: AchievementPeriod;
  onChange: (period: AchievementPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('teamAchievements.period.label')}
      orientation="horizontal"
      name="period"
      value={value}
      onChange={(event) => onChange(event.target.value as AchievementPeriod)}
      options={ACHIEVEMENT_PERIODS.map((period) => ({
        value: period,
        label: t(`teamAchievements.period.${period}`),
      }))}
    />
  );
}

/**
 * What the period covers, from the first day the API counted ("Sejak 1 Januari 2026"), so
 * "12 bulan terakhir" says which twelve. The day is the company's (Jakarta): its noon there
 * is that day wherever the reader is.
 */
export function usePeriodText() {
  const { t } = useTranslation();
  const format = useTeamFormats();
  return (from: string | null) =>
    from === null
      ? t('teamAchievements.period.allTime')
      : t('teamAchievements.period.since', { date: format.day(`${from}T12:00:00+07:00`) });
}
