import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CardGrid, EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { QUESTION_PARAM, questionListKey } from '../shared/questionKeys';
import { ForMeCard } from './ForMeCard';
import { FromMeList } from './FromMeList';

/**
 * /my-team/question: the questions my supervisor asked me, answered here, and (when I lead a
 * team) those I asked my team. The one team page for anyone: a member without a team comes
 * from the notice of a question (`?question=` brings it into view).
 */
export function TeamQuestionsPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.teamQuestions.title');
  useHead(title);
  const load = useApi(questionListKey);
  const list = load.data;
  const target = Number(useSearchParams()[0].get(QUESTION_PARAM));

  const header = (
    <PageHeader
      title={title}
      description={t('teamQuestions.list.lead')}
      breadcrumb={entry && <PageCrumbs entry={entry} />}
    />
  );
  if (!list)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamQuestions.list.error'), description: t('loadError.network') }}
          loadingLabel={t('teamQuestions.list.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <PageSection
        title={t('teamQuestions.forMe.title')}
        description={t('teamQuestions.forMe.lead')}
      >
        {list.forMe.length === 0 ? (
          <EmptyState
            title={t('teamQuestions.forMe.empty')}
            description={t('teamQuestions.forMe.emptyHint')}
            headingLevel={3}
          />
        ) : (
          <CardGrid layout="stack">
            {list.forMe.map((question) => (
              <ForMeCard key={question.id} question={question} isTarget={question.id === target} />
            ))}
          </CardGrid>
        )}
      </PageSection>
      {list.hasTeam && <FromMeList questions={list.fromMe} />}
    </>
  );
}
