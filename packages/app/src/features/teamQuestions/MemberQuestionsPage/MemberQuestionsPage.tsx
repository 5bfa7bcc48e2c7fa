import { useTranslation } from 'react-i18next';
import { Card, CardGrid, EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { routerLink } from '../../../shared/shell/routerLink';
import { isNotMyReport, MemberNotFound } from '../../team/shared/MemberNotFound';
import { TeamCrumbs } from '../../team/shared/TeamCrumbs';
import { useMemberId } from '../../team/shared/useMemberId';
import { PlainText } from '../shared/PlainText';
import { QuestionFacts } from '../shared/QuestionFacts';
import { answerPath, memberQuestionsKey } from '../shared/questionKeys';
import { QuestionStatus } from '../shared/QuestionStatus';
import { AskForm } from './AskForm';

/**
 * /my-team/:id/question: what I asked one of my direct reports, newest first (each opens its
 * answer), and a new question, optionally about a training they completed and by a day.
 */
export function MemberQuestionsPage() {
  const { t } = useTranslation();
  const id = useMemberId();
  const load = useApi(id === null ? null : memberQuestionsKey(id));
  const isGone = id === null || isNotMyReport(load.error);
  const data = isGone ? undefined : load.data;
  const member = data?.member;
  const title = t('pages.teamMemberQuestions.title');
  useHead(member ? `${title}: ${member.name}` : title);

  const header = (
    <PageHeader
      title={title}
      description={member && t('teamQuestions.member.lead', { name: member.name })}
      breadcrumb={<TeamCrumbs member={member} current={title} />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <MemberNotFound />
      </>
    );
  if (!data || !member)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamQuestions.member.error'), description: t('loadError.network') }}
          loadingLabel={t('teamQuestions.member.loading')}
        >
          <Skeleton lines={4} />
          <Skeleton variant="rect" />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <PageSection
        title={t('teamQuestions.ask.title')}
        description={t('teamQuestions.ask.lead', { name: member.name })}
      >
        <AskForm member={member} trainings={data.trainings} />
      </PageSection>
      <PageSection title={t('teamQuestions.member.asked')}>
        {data.items.length === 0 ? (
          <EmptyState
            title={t('teamQuestions.member.empty', { name: member.name })}
            description={t('teamQuestions.member.emptyHint')}
            headingLevel={3}
          />
        ) : (
          <CardGrid layout="stack">
            {data.items.map((question) => (
              <Card
                key={question.id}
                as="article"
                title={question.prompt}
                headingLevel={3}
                href={answerPath(member.id, question.id)}
                renderLink={routerLink}
                header={
                  <div>
                    <QuestionStatus status={question.status} />
                  </div>
                }
              >
                <QuestionFacts question={question} showsAsker={false} />
                {question.answer && <PlainText text={question.answer} />}
              </Card>
            ))}
          </CardGrid>
        )}
      </PageSection>
    </>
  );
}
