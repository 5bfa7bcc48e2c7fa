import { useTranslation } from 'react-i18next';
import { QuizSaveStatus, type QuizSaveState } from '@ajar/ui';
import type { SaveStatus } from './answerStore';

const look: Record<SaveStatus, QuizSaveState> = {
  idle: 'idle',
  saving: 'saving',
  saved: 'saved',
  offline: 'offline',
  retrying: 'error',
  failed: 'error',
  closed: 'saving',
};

/** Where the answers stand, in words: saving, saved, or kept on this device while offline. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const text: Record<SaveStatus, string> = {
    idle: t('quiz.save.idle'),
    saving: t('quiz.save.saving'),
    saved: t('quiz.save.saved'),
    offline: t('quiz.save.offline'),
    retrying: t('quiz.save.retrying'),
    failed: t('quiz.save.failed'),
    closed: t('quiz.save.closed'),
  };
  return <QuizSaveStatus state={look[status]}>{text[status]}</QuizSaveStatus>;
}
