import { useTranslation } from 'react-i18next';
import { Card, CardGrid, EmptyState, PageSection, Tabs } from '@ajar/ui';
import type { TeamQuestion } from '@ajar/api/contract';
import { hasAnswer, isWaiting } from '@ajar/api/contract/team-question-rules';
import { AppLink } from '../../../shared/shell/AppLink';
import { routerLink } from '../../../shared/shell/routerLink';
import { MY_TEAM_PATH } from '../../team/shared/teamKeys';
import { PlainText } from '../shared/PlainText';
import { QuestionFacts } from '../shared/QuestionFacts';
import { answerPath } from '../shared/questionKeys';
import { QuestionStatus } from '../shared/QuestionStatus';

/** One question I asked: the person (the link to it), its state, and my words. */
function FromMeCard({ question }: { question: TeamQuestion }) {
  return (
    <Card
      as="article"
      title={question.person.name}
      headingLevel={3}
      href={answerPath(question.person.id, question.id)}
      renderLink={routerLink}
      header={
        <div>
          <QuestionStatus status={question.status} />
        </div>
      }
    >
      <QuestionFacts question={question} showsAsker={false} />
      <PlainText text={question.prompt} />
    </Card>
  );
}

const FILTERS = {
  all: () => true,
  waiting: (q: TeamQuestion) => isWaiting(q.status),
  answered: (q: TeamQuestion) => hasAnswer(q.status),
} as const;

/** Everything I asked my team, newest first, by filter: all, waiting for an answer, answered. */
export function FromMeList({ questions }: { questions: TeamQuestion[] }) {
  const { t } = useTranslation();
  const list = (filter: keyof typeof FILTERS) => {
    const shown = questions.filter(FILTERS[filter]);
    return shown.length === 0 ? (
      <EmptyState title={t(`teamQuestions.fromMe.empty.${filter}`)} headingLevel={3} />
    ) : (
      <CardGrid layout="stack">
        {shown.map((question) => (
          <FromMeCard key={question.id} question={question} />
        ))}
      </CardGrid>
    );
  };
  const count = (filter: keyof typeof FILTERS) => questions.filter(FILTERS[filter]).length;
  return (
    <PageSection
      title={t('teamQuestions.fromMe.title')}
      description={t('teamQuestions.fromMe.lead')}
    >
      {questions.length === 0 ? (
        <EmptyState
          title={t('teamQuestions.fromMe.none')}
          description={t('teamQuestions.fromMe.noneHint')}
          headingLevel={3}
          action={<AppLink to={MY_TEAM_PATH}>{t('teamQuestions.fromMe.toTeam')}</AppLink>}
        />
      ) : (
        <Tabs
          label={t('teamQuestions.fromMe.filter')}
          items={(['all', 'waiting', 'answered'] as const).map((filter) => ({
            value: filter,
            label: t(`teamQuestions.fromMe.tab.${filter}`, { count: count(filter) }),
            content: list(filter),
          }))}
        />
      )}
    </PageSection>
  );
}
