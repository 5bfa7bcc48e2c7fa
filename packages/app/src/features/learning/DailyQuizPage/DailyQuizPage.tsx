import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Card, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import type { DailyQuiz } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { DailyCalendar } from './DailyCalendar';
import { DailyQuizRunner } from './DailyQuizRunner';
import { dailyQuizKey, withQuiz } from './dailyQuizApi';
import { StreakSummary } from './StreakSummary';
import { TodayStart } from './TodayStart';
import { useDayNote } from './useDayNote';

/** Points and boards read afresh once a quiz is finished (their pages' keys). */
const showsPoints = (key: unknown) =>
  typeof key === 'string' && (key.includes('/leaderboard') || key.includes('/points/'));

/**
 * /my-daily-quiz: today's short quiz (start, answer one by one with feedback, the result),
 * my streak with its freezes, and thirteen weeks of past days.
 */
export function DailyQuizPage() {
  const { t } = useTranslation();
  const title = t('pages.dailyQuiz.title');
  useHead(title);
  const load = useApi(dailyQuizKey);
  const { mutate } = useSWRConfig();
  const { data } = load;
  const dayNote = useDayNote(data);

  function received(quiz: DailyQuiz) {
    const finished = quiz.status === 'done' && data?.quiz?.status !== 'done';
    // A finished quiz moves the streak and the calendar too: read them again.
    void load.mutate((today) => withQuiz(today, quiz), { revalidate: finished });
    if (finished) mutate(showsPoints).catch(() => undefined);
  }

  return (
    <>
      <PageHeader title={title} description={t('dailyQuiz.lead')} />
      {data ? (
        <>
          <StreakSummary streak={data.streak} />
          <PageSection title={t('dailyQuiz.today.title')} description={dayNote}>
            {data.quiz ? (
              <DailyQuizRunner quiz={data.quiz} streak={data.streak} onQuiz={received} />
            ) : (
              <TodayStart today={data} onStarted={received} />
            )}
          </PageSection>
          <DailyCalendar today={data} />
        </>
      ) : (
        <LoadPending
          load={load}
          error={{ title: t('dailyQuiz.error'), description: t('loadError.network') }}
          loadingLabel={t('dailyQuiz.loading')}
        >
          <Card>
            <Skeleton lines={4} />
          </Card>
        </LoadPending>
      )}
    </>
  );
}
