import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, EmptyState } from '@ajar/ui';
import type { DailyQuiz, DailyQuizToday } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { startDailyQuiz } from './dailyQuizApi';

/** Before today's quiz: how many questions wait, and the button; or why there are none. */
export function TodayStart({
  today,
  onStarted,
}: {
  today: DailyQuizToday;
  onStarted: (quiz: DailyQuiz) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');

  if (today.available === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t('dailyQuiz.today.emptyTitle')}
        description={t('dailyQuiz.today.empty')}
        action={
          <AppLink to="/courses" isStandalone>
            {t('dailyQuiz.today.browse')}
          </AppLink>
        }
      />
    );

  async function start() {
    setState('starting');
    try {
      onStarted(await startDailyQuiz());
    } catch {
      setState('failed');
    }
  }

  return (
    <Card>
      <p>{t('dailyQuiz.today.ready', { count: today.available })}</p>
      {state === 'failed' && (
        <Callout
          role="alert"
          tone="danger"
          headingLevel={3}
          title={t('dailyQuiz.today.startFailed')}
        />
      )}
      <Button
        onClick={start}
        isLoading={state === 'starting'}
        loadingLabel={t('dailyQuiz.today.starting')}
      >
        {t('dailyQuiz.today.start')}
      </Button>
    </Card>
  );
}
