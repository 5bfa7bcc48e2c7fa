import { useTranslation } from 'react-i18next';
import { CalendarHeatmap, PageSection } from '@ajar/ui';
import type { DailyQuizToday } from '@ajar/api/contract';
import { DAILY_CALENDAR_DAYS } from '@ajar/api/contract/daily-quiz-rules';

/** A moment inside the server's today: its next day's start, less half a day. */
const HALF_DAY_MS = 12 * 3_600_000;

/** Thirteen weeks of daily quizzes, each day shaded by its right answers, and the frozen days. */
export function DailyCalendar({ today }: { today: DailyQuizToday }) {
  const { t } = useTranslation();
  const done = today.calendar.filter((d) => d.state === 'done');
  const frozen = today.calendar.length - done.length;
  return (
    <PageSection title={t('dailyQuiz.calendar.title')}>
      <CalendarHeatmap
        label={t('dailyQuiz.calendar.label')}
        weeks={DAILY_CALENDAR_DAYS / 7}
        today={Date.parse(today.nextDayAt) - HALF_DAY_MS}
        timeZone={today.timeZone}
        days={done.map((d) => ({ date: d.day, count: d.correct }))}
      />
      {frozen > 0 && <p>{t('dailyQuiz.calendar.frozen', { count: frozen })}</p>}
    </PageSection>
  );
}
