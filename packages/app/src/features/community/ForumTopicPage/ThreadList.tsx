import { useTranslation } from 'react-i18next';
import { CardGrid, ForumPostItem, Pagination } from '@ajar/ui';
import type { ForumThreadSummary } from '@ajar/api/contract';
import { forumThreadPath } from '@ajar/api/contract/forum-rules';
import { routerLink } from '../../../shared/shell/routerLink';

interface ThreadListProps {
  threads: ForumThreadSummary[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * A topic's threads, pinned first. A thread with posts I have not read says how many and
 * opens at the first of them.
 */
export function ThreadList({ threads, page, pageCount, onPageChange }: ThreadListProps) {
  const { t } = useTranslation();
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
          excerpt={
            thread.unreadPosts
              ? t('forum.unreadPosts', { count: thread.unreadPosts })
              : thread.kind === 'question' && !thread.isAnswered
                ? t('forum.unanswered')
                : undefined
          }
        />
      ))}
    </CardGrid>
  );
}
