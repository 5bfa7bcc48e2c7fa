import { useTranslation } from 'react-i18next';
import { CardGrid, ForumPostItem, Pagination } from '@ajar/ui';
import type { ForumThreadSummary } from '@ajar/api/contract';
import { forumThreadPath } from '@ajar/api/contract/forum-rules';
import { routerLink } from '../../../shared/shell/routerLink';

interface ThreadListProps<Thread extends ForumThreadSummary> {
  threads: Thread[];
  /** Where each thread is, for a list that spans topics (search results). */
  placeOf?: (thread: Thread) => string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * A topic's threads, pinned first. A thread with posts I have not read says how many and
 * opens at the first of them.
 */
export function ThreadList<Thread extends ForumThreadSummary>({
  threads,
  placeOf,
  page,
  pageCount,
  onPageChange,
}: ThreadListProps<Thread>) {
  const { t } = useTranslation();
  const stateOf = (thread: ForumThreadSummary) =>
    thread.unreadPosts
      ? t('forum.unreadPosts', { count: thread.unreadPosts })
      : thread.kind === 'question' && !thread.isAnswered
        ? t('forum.unanswered')
        : undefined;
  return (
    <CardGrid
      layout="stack"
      aria-label={t('forum.threadsLabel')}
      footer={
        pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={t('forum.threadPages')}
          />
        )
      }
    >
      {threads.map((thread) => (
        <ForumPostItem
          key={thread.id}
          title={thread.title}
          headingLevel={2}
          href={forumThreadPath(thread.id, thread.firstUnreadPostNumber ?? undefined)}
          renderLink={routerLink}
          authorName={thread.author.name}
          createdAt={thread.createdAt}
          replyCount={thread.replyCount}
          isPinned={thread.isPinned}
          isSolved={thread.isAnswered}
          excerpt={[placeOf?.(thread), stateOf(thread)].filter(Boolean).join(' · ') || undefined}
        />
      ))}
    </CardGrid>
  );
}
