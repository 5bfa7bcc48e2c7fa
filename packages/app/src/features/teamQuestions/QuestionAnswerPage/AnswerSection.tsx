import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSection, toast } from '@ajar/ui';
import type { TeamQuestion } from '@ajar/api/contract';
import { TEAM_QUESTION_LIMITS } from '@ajar/api/contract/team-question-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { PlainText } from '../shared/PlainText';
import { TextForm } from '../shared/TextForm';
import type { QuestionActions } from '../shared/useQuestionActions';

interface AnswerSectionProps {
  question: TeamQuestion;
  actions: QuestionActions;
}

/**
 * The person's answer as they wrote it, and what I do with it: mark it read (it is final
 * then) and add one short reply, which reads it too. Not answered yet, it says so.
 */
export function AnswerSection({ question, actions }: AnswerSectionProps) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const [busy, setBusy] = useState(false);
  const name = question.person.name;
  const refused = (message: string) => {
    toast.error({ description: message });
    void actions.refresh();
  };

  async function markRead() {
    setBusy(true);
    try {
      await actions.markRead();
      toast.success(t('teamQuestions.read.done', { name }));
    } catch (e) {
      refused(e instanceof ApiRequestError ? e.message : t('teamQuestions.failed'));
    } finally {
      setBusy(false);
    }
  }
  async function reply(text: string) {
    await actions.reply(text);
    toast.success(t('teamQuestions.reply.sent', { name }));
  }

  if (!question.answer)
    return (
      <PageSection title={t('teamQuestions.answer.title', { name })}>
        <p>
          {question.status === 'withdrawn'
            ? t('teamQuestions.answer.withdrawn')
            : t('teamQuestions.answer.none', { name })}
        </p>
      </PageSection>
    );
  const answeredAt = format.day(question.answerEditedAt ?? question.answeredAt ?? '');
  return (
    <PageSection
      title={t('teamQuestions.answer.title', { name })}
      description={
        question.answerEditedAt
          ? t('teamQuestions.answer.editedOn', { date: answeredAt })
          : t('teamQuestions.answer.answeredOn', { date: answeredAt })
      }
    >
      <PlainText text={question.answer} />
      {question.readAt && (
        <p>{t('teamQuestions.read.on', { date: format.day(question.readAt) })}</p>
      )}
      {question.can.markRead && (
        <div>
          <Button
            variant="secondary"
            isLoading={busy}
            loadingLabel={t('teamQuestions.read.busy')}
            onClick={() => void markRead()}
          >
            {t('teamQuestions.read.mark')}
          </Button>
        </div>
      )}
      {question.reply && (
        <>
          <h3>{t('teamQuestions.reply.mine')}</h3>
          <PlainText text={question.reply} />
        </>
      )}
      {question.can.reply && (
        <TextForm
          field="reply"
          label={t('teamQuestions.reply.label')}
          hint={t('teamQuestions.reply.hint', { name })}
          limits={{ min: TEAM_QUESTION_LIMITS.replyMin, max: TEAM_QUESTION_LIMITS.reply }}
          submitLabel={t('teamQuestions.reply.send')}
          busyLabel={t('teamQuestions.reply.busy')}
          onSend={reply}
          onRefused={refused}
        />
      )}
    </PageSection>
  );
}
