import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { parseCourseId } from '../../../shared/courses/courseId';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { TeamCrumbs } from '../../team/shared/TeamCrumbs';
import { PlainText } from '../shared/PlainText';
import { QuestionFacts } from '../shared/QuestionFacts';
import { memberQuestionsPath, QUESTIONS_PATH, questionKey } from '../shared/questionKeys';
import { QuestionStatus } from '../shared/QuestionStatus';
import { useQuestionActions } from '../shared/useQuestionActions';
import { AnswerSection } from './AnswerSection';
import { WithdrawQuestion } from './WithdrawQuestion';

/** 404: not a question of mine (the API does not say whether it exists); 400: a bad id. */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /my-team/:id/question/:pesertaId (`pesertaId` is the question's id): one question I asked
 * the person, their answer, marking it read and my reply; withdrawing it while it is open.
 */
export function QuestionAnswerPage() {
  const { t } = useTranslation();
  const params = useParams();
  // The same rule as a course id: a positive whole number the API's integer can hold.
  const memberId = parseCourseId(params.id);
  const id = parseCourseId(params.pesertaId);
  const load = useApi(id === null || memberId === null ? null : questionKey(id));
  const actions = useQuestionActions(id ?? 0);
  const found = load.data;
  // A question of someone else than the person in the address is not this page's.
  const isGone =
    id === null || isMissing(load.error) || (found !== undefined && found.person.id !== memberId);
  const question = isGone ? undefined : found;
  const title = t('pages.teamMemberAnswer.title');
  useHead(question ? `${title}: ${question.person.name}` : title);

  const header = (
    <PageHeader
      title={title}
      breadcrumb={<TeamCrumbs member={question?.person} current={title} />}
      actions={
        question?.can.withdraw && <WithdrawQuestion actions={actions} name={question.person.name} />
      }
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <EmptyState
          title={t('teamQuestions.detail.notFound')}
          description={t('teamQuestions.detail.notFoundHint')}
          action={
            <AppLink to={memberId === null ? QUESTIONS_PATH : memberQuestionsPath(memberId)}>
              {t('teamQuestions.detail.back')}
            </AppLink>
          }
        />
      </>
    );
  if (!question)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamQuestions.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('teamQuestions.detail.loading')}
        >
          <Skeleton lines={3} />
          <Skeleton variant="rect" />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <PageSection title={t('teamQuestions.detail.question')}>
        <div>
          <QuestionStatus status={question.status} />
        </div>
        <QuestionFacts question={question} showsAsker={false} />
        <PlainText text={question.prompt} />
        <p>
          <AppLink to={memberQuestionsPath(question.person.id)}>
            {t('teamQuestions.detail.all', { name: question.person.name })}
          </AppLink>
        </p>
      </PageSection>
      <AnswerSection question={question} actions={actions} />
    </>
  );
}
