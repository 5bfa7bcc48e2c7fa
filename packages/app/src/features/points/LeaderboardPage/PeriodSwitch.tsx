import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@ajar/ui';
import type { PointPeriod } from '@ajar/api/contract/point-rules';
import { POINT_PERIODS } from '@ajar/api/contract/point-rules';

interface PeriodSwitchProps {
  value: PointPeriod;
  onChange: (period: PointPeriod) => void;
}

/**
 * This week, this month or all time, for whichever view is shown. Native radios: one tab stop,
 * arrow keys move and choose, and the choice is announced with its group's name.
 */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('points.board.periodLabel')}
      orientation="horizontal"
      name="period"
      value={value}
      onChange={(event) => onChange(event.target.value as PointPeriod)}
      options={POINT_PERIODS.map((period) => ({
        value: period,
        label: t(`points.board.period.${period}`),
      }))}
    />
  );
}
