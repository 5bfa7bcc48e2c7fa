import { useTranslation } from 'react-i18next';
import {
  Badge,
  Callout,
  EmptyState,
  PageHeader,
  PageSection,
  Skeleton,
  SkeletonGroup,
} from '@ajar/ui';
import { FORUM_MODERATOR_ROLES } from '@ajar/api/contract/forum-rules';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useSession } from '../../../session';
import { ForumCrumbs } from '../shared/ForumCrumbs';
import { forumModulesKey } from '../shared/forumKeys';
import { ForumSearch } from './ForumSearch';
import { ReviewQueue } from './ReviewQueue';
import { TopicList } from './TopicList';

/** /forum/module: the forum's areas I may read, each with its topics. */
export function ForumModulesPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const session = useSession();
  const { data, error, isValidating, retry } = useApi(forumModulesKey);
  const title = t('pages.forumModule.title');
  useHead(title);

  let body;
  if (error && !data)
    body = (
      <LoadErrorState
        error={error}
        title={t('forum.modulesError')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  else if (!data)
    body = (
      <SkeletonGroup label={t('forum.modulesLoading')}>
        <Skeleton lines={1} width="30%" />
        <Skeleton variant="rect" />
      </SkeletonGroup>
    );
  else if (data.items.length === 0)
    body = <EmptyState title={t('forum.modulesEmpty')} description={t('forum.modulesEmptyHint')} />;
  else
    body = data.items.map((module) => (
      <PageSection
        key={module.id}
        title={pick(module.title)}
        description={
          <>
            {pick(module.description)}{' '}
            {module.courseId !== null && <Badge tone="neutral">{t('forum.courseArea')}</Badge>}
          </>
        }
      >
        <TopicList
          topics={module.topics}
          label={t('forum.topicsOf', { area: pick(module.title) })}
        />
      </PageSection>
    ));

  return (
    <>
      <PageHeader
        title={title}
        description={t('forum.lead')}
        breadcrumb={<ForumCrumbs current={title} isForumHome />}
      />
      {session?.kind === 'user' && FORUM_MODERATOR_ROLES.includes(session.roleId) && (
        <ReviewQueue />
      )}
      {!session && (
        <Callout tone="info" title={t('forum.signedOutTitle')}>
          {t('forum.signedOutHint')}
        </Callout>
      )}
      <ForumSearch />
      {body}
    </>
  );
}
