import { useTranslation } from 'react-i18next';
import type { TeamQuestion } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../../team/shared/useTeamFormats';

/** When it was asked (and by whom, for the person), what training it is about, by when. */
export function QuestionFacts({
  question,
  showsAsker,
}: {
  question: TeamQuestion;
  showsAsker: boolean;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const date = format.day(question.createdAt);
  const facts = [
    showsAsker
      ? t('teamQuestions.facts.askedBy', { name: question.asker.name, date })
      : t('teamQuestions.facts.asked', { date }),
    question.training &&
      t(`teamQuestions.facts.training.${question.training.kind}`, {
        title: pick(question.training.title),
      }),
    question.dueOn &&
      question.status === 'open' &&
      t('teamQuestions.facts.due', { date: format.day(question.dueOn) }),
  ].filter(Boolean);
  return <p>{facts.join(' · ')}</p>;
}
