import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { GroupCrumbs } from './GroupCrumbs';
import { groupKey } from './groupKeys';
import { useGroupId } from './useGroupId';

/** The words of each page a leader manages a group from (literal keys, so each is checked). */
const WORDS = {
  addMember: {
    title: 'pages.addGroupMember.title',
    lead: 'groups.addMember.lead',
    notFound: 'groups.addMember.notFound',
    notFoundHint: 'groups.addMember.notFoundHint',
    myGroups: 'groups.addMember.myGroups',
    error: 'groups.addMember.error',
    loading: 'groups.addMember.loading',
    leadersOnly: 'groups.addMember.leadersOnly',
    leadersOnlyHint: 'groups.addMember.leadersOnlyHint',
    back: 'groups.addMember.back',
  },
  addCourse: {
    title: 'pages.addGroupCourse.title',
    lead: 'groups.addCourse.lead',
    notFound: 'groups.addCourse.notFound',
    notFoundHint: 'groups.addCourse.notFoundHint',
    myGroups: 'groups.addCourse.myGroups',
    error: 'groups.addCourse.error',
    loading: 'groups.addCourse.loading',
    leadersOnly: 'groups.addCourse.leadersOnly',
    leadersOnlyHint: 'groups.addCourse.leadersOnlyHint',
    back: 'groups.addCourse.back',
  },
} as const;

export type ManagePage = keyof typeof WORDS;

/** A member who is not a leader (or whose leadership ended meanwhile): why, and the way back. */
export function LeadersOnly({ page, groupId }: { page: ManagePage; groupId: number }) {
  const { t } = useTranslation();
  const words = WORDS[page];
  return (
    <EmptyState
      title={t(words.leadersOnly)}
      description={t(words.leadersOnlyHint)}
      action={<AppLink to={`/my-group/${groupId}`}>{t(words.back)}</AppLink>}
    />
  );
}

/**
 * A page a leader manages a group from: the group is loaded first for its name and whether I
 * may manage it; `children` is the tool itself, shown only to those who may.
 */
export function ManageGroupPage({
  page,
  children,
}: {
  page: ManagePage;
  children: (groupId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const words = WORDS[page];
  const id = useGroupId();
  const load = useApi(id ? groupKey(id) : null);
  const group = load.data;
  const title = t(words.title);
  useHead(title);

  const header = (
    <PageHeader
      title={title}
      description={group?.canManage ? t(words.lead, { name: group.name }) : undefined}
      breadcrumb={<GroupCrumbs group={group} current={title} />}
    />
  );
  // The API answers 404 to a group one is not in, so as not to say that it exists.
  if (!id || load.error?.status === 404)
    return (
      <>
        {header}
        <EmptyState
          title={t(words.notFound)}
          description={t(words.notFoundHint)}
          action={<AppLink to="/my-group">{t(words.myGroups)}</AppLink>}
        />
      </>
    );
  if (!group)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t(words.error), description: t('loadError.network') }}
          loadingLabel={t(words.loading)}
        >
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      {group.canManage ? children(id) : <LeadersOnly page={page} groupId={id} />}
    </>
  );
}
