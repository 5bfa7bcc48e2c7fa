import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, Card, toast } from '@ajar/ui';
import type { TeamQuestion } from '@ajar/api/contract';
import { TEAM_QUESTION_LIMITS } from '@ajar/api/contract/team-question-rules';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { PlainText } from '../shared/PlainText';
import { QuestionFacts } from '../shared/QuestionFacts';
import { showsQuestions } from '../shared/questionKeys';
import { QuestionStatus } from '../shared/QuestionStatus';
import { TextForm } from '../shared/TextForm';
import { useQuestionActions } from '../shared/useQuestionActions';

interface ForMeCardProps {
  question: TeamQuestion;
  /** Opened from its notice: the card takes focus, so it is where the reader starts. */
  isTarget: boolean;
}

/**
 * A question my supervisor asked me: their words, my answer (with the form while I may still
 * answer or change it), and their reply. Read, the answer is final; withdrawn, it says so.
 */
export function ForMeCard({ question, isTarget }: ForMeCardProps) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const { mutate } = useSWRConfig();
  const actions = useQuestionActions(question.id);
  const [isEditing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  const asker = question.asker.name;
  useEffect(() => {
    if (isTarget) card.current?.focus();
  }, [isTarget]);

  const showsForm = question.can.answer && (question.status === 'open' || isEditing);
  const refused = (message: string) => {
    toast.error({ description: message });
    setEditing(false);
    void mutate(showsQuestions);
  };
  async function send(answer: string) {
    const first = question.status === 'open';
    await actions.answer(answer);
    toast.success(
      first ? t('teamQuestions.answer.sent', { name: asker }) : t('teamQuestions.answer.saved'),
    );
    setEditing(false);
  }

  return (
    <Card
      as="article"
      ref={card}
      id={`question-${question.id}`}
      tabIndex={isTarget ? -1 : undefined}
      title={t('teamQuestions.forMe.from', { name: asker })}
      headingLevel={3}
      header={
        <div>
          <QuestionStatus status={question.status} />
        </div>
      }
    >
      <QuestionFacts question={question} showsAsker={false} />
      <PlainText text={question.prompt} />
      {question.answer && !showsForm && (
        <>
          <h4>{t('teamQuestions.answer.mine')}</h4>
          <PlainText text={question.answer} />
          <p>
            {question.status === 'read'
              ? t('teamQuestions.answer.readBy', { name: asker })
              : t('teamQuestions.answer.editable', { name: asker })}
          </p>
          {question.can.answer && (
            <div>
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                {t('teamQuestions.answer.edit')}
              </Button>
            </div>
          )}
        </>
      )}
      {showsForm && (
        <TextForm
          field="answer"
          label={t('teamQuestions.answer.label')}
          hint={t('teamQuestions.answer.hint', {
            min: TEAM_QUESTION_LIMITS.answerMin,
            max: TEAM_QUESTION_LIMITS.answer,
          })}
          limits={{ min: TEAM_QUESTION_LIMITS.answerMin, max: TEAM_QUESTION_LIMITS.answer }}
          initial={question.answer ?? ''}
          submitLabel={isEditing ? t('teamQuestions.answer.save') : t('teamQuestions.answer.send')}
          busyLabel={t('teamQuestions.answer.busy')}
          onSend={send}
          onRefused={refused}
          cancel={
            isEditing
              ? { label: t('teamQuestions.answer.cancel'), onCancel: () => setEditing(false) }
              : undefined
          }
        />
      )}
      {question.reply && (
        <>
          <h4>{t('teamQuestions.reply.from', { name: asker })}</h4>
          <PlainText text={question.reply} />
        </>
      )}
      {question.withdrawnAt && (
        <p>
          {t('teamQuestions.forMe.withdrawn', {
            name: asker,
            date: format.day(question.withdrawnAt),
          })}
        </p>
      )}
    </Card>
  );
}
