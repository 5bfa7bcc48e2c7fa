import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { DailyStreak } from '@ajar/api/contract';
import { STREAK_FREEZES_MAX } from '@ajar/api/contract/daily-quiz-rules';

/** My streak: days in a row, my longest, the freezes I hold and whether today is done. */
export function StreakSummary({ streak }: { streak: DailyStreak }) {
  const { t } = useTranslation();
  const days = (count: number) => t('dailyQuiz.streak.days', { count });
  return (
    <StatPanel
      aria-label={t('dailyQuiz.streak.title')}
      items={[
        { label: t('dailyQuiz.streak.current'), value: days(streak.current) },
        { label: t('dailyQuiz.streak.longest'), value: days(streak.longest) },
        {
          label: t('dailyQuiz.streak.freezes'),
          value: t('dailyQuiz.streak.freezesValue', {
            count: streak.freezes,
            max: STREAK_FREEZES_MAX,
          }),
          hint: t('dailyQuiz.streak.freezeHelp', { max: STREAK_FREEZES_MAX }),
        },
        {
          label: t('dailyQuiz.streak.today'),
          value: streak.doneToday ? t('dailyQuiz.streak.doneToday') : t('dailyQuiz.streak.notYet'),
        },
      ]}
    />
  );
}
