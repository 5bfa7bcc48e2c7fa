import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '@ajar/ui';
import type { LearnContent, QuizInfo } from '@ajar/api/contract';
import { LoadErrorState } from '../../../../shared/shell/LoadErrorState';
import { QuizIntroView } from './QuizIntroView';
import { QuizResultView } from './QuizResultView';
import { QuizTaking } from './QuizTaking';
import { useAttempt } from './useAttempt';

export interface QuizPanelProps {
  courseId: number;
  /** A quiz content (Pre Test, Post Test, Final Quiz, Evaluation) with `quiz` set. */
  content: LearnContent;
  /** Called after a submit changed the learner's progress (the player refreshes its outline). */
  onFinished?: () => void;
}

/**
 * A quiz in the learn player: its rules, then the attempt (answers kept on the device first,
 * so none is lost to a reload or a dropped connection), then the result.
 */
export function QuizPanel({ content, onFinished }: QuizPanelProps) {
  if (!content.quiz) return null;
  // A new quiz starts from its intro, with nothing of the previous one's state.
  return (
    <QuizPlayer
      key={content.quiz.id}
      quiz={content.quiz}
      content={content}
      onFinished={onFinished}
    />
  );
}

interface QuizPlayerProps {
  quiz: QuizInfo;
  content: LearnContent;
  onFinished?: () => void;
}

function QuizPlayer({ quiz, content, onFinished }: QuizPlayerProps) {
  const { t } = useTranslation();
  const session = useAttempt(quiz, onFinished);
  const { attempt, store } = session;

  switch (session.view) {
    case 'intro':
      return (
        <QuizIntroView
          quiz={quiz}
          isExhausted={session.isExhausted}
          isStarting={session.isStarting}
          onStart={session.start}
          onResume={session.resume}
        />
      );
    case 'loading':
      return (
        <SkeletonGroup label={t('quiz.loading')}>
          <Skeleton lines={2} />
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </SkeletonGroup>
      );
    case 'error':
      return (
        <LoadErrorState
          error={session.loadError}
          title={t('quiz.error.title')}
          description={t('quiz.error.description')}
          onRetry={session.retryLoad}
          isRetrying={session.isRetrying}
        />
      );
    case 'taking':
      if (!attempt || !store) return null;
      return (
        <QuizTaking
          attempt={attempt}
          answers={session.answers}
          onAnswer={store.answer}
          onSubmit={session.submit}
          onExpire={session.expire}
          isExpired={session.isExpired}
          submitState={session.submitState}
        />
      );
    case 'result':
      if (!attempt) return null;
      return (
        <QuizResultView
          attempt={attempt}
          quiz={quiz}
          content={content}
          onRetry={session.start}
          isTimeUp={session.isExpired}
        />
      );
  }
}
