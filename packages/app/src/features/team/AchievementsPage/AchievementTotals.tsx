import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { TeamAchievements } from '@ajar/api/contract';
import { ACHIEVEMENT_TYPES } from '@ajar/api/contract/team-achievement-rules';
import { usePeriodText } from '../shared/PeriodSwitch';
import { useAchievementFormats } from '../shared/useAchievementFormats';

/** The team's totals of the period, one figure per kind, and what the period covers. */
export function AchievementTotals({ team }: { team: TeamAchievements }) {
  const { t } = useTranslation();
  const format = useAchievementFormats();
  const periodText = usePeriodText();
  return (
    <StatPanel
      items={ACHIEVEMENT_TYPES.map((type, index) => ({
        label: t(`teamAchievements.totals.${type}`),
        value: format.count(team.totals[type]),
        // The period once, under the first figure: every figure counts the same days.
        hint: index === 0 ? periodText(team.from) : undefined,
      }))}
    />
  );
}
