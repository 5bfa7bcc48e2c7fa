import { useTranslation } from 'react-i18next';
import { Badge, CardGrid, CommentItem, Pagination, RichText } from '@ajar/ui';
import type { ForumPost, ForumThread } from '@ajar/api/contract';
import { sanitizePost } from '../shared/sanitizePost';
import { PostActions } from './PostActions';

interface PostListProps {
  thread: ForumThread;
  posts: ForumPost[];
  page: number;
  pageCount: number;
  userId: number | null;
  onPageChange: (page: number) => void;
  onLike: (post: ForumPost, on: boolean) => void;
  onAccept: (postNumber: number | null) => void;
  onReport: (post: ForumPost) => void;
  onHide: (post: ForumPost, hidden: boolean) => void;
}

/** One page of a thread's posts, each addressable as #post-N; the accepted answer is marked. */
export function PostList({ thread, posts, page, pageCount, userId, ...on }: PostListProps) {
  const { t } = useTranslation();
  return (
    <CardGrid
      layout="stack"
      aria-label={t('forum.postsLabel')}
      footer={
        pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={on.onPageChange}
            label={t('forum.postPages')}
          />
        )
      }
    >
      {posts.map((post) => (
        <CommentItem
          key={post.id}
          id={`post-${post.postNumber}`}
          tabIndex={-1}
          authorName={post.author.name}
          postedAt={post.createdAt}
          actions={
            <PostActions
              post={post}
              thread={thread}
              userId={userId}
              onLike={(value) => on.onLike(post, value)}
              onAccept={on.onAccept}
              onReport={() => on.onReport(post)}
              onHide={(hidden) => on.onHide(post, hidden)}
            />
          }
        >
          {thread.acceptedPostNumber === post.postNumber && (
            <Badge tone="success">{t('forum.acceptedAnswer')}</Badge>
          )}
          {post.isHidden && <Badge tone="warning">{t('forum.hidden')}</Badge>}
          {post.bodyHtml ? (
            <RichText data-post-body="" html={sanitizePost(post.bodyHtml)} />
          ) : (
            <p>{t('forum.hiddenText')}</p>
          )}
          {post.editedAt && <Badge tone="neutral">{t('forum.edited')}</Badge>}
        </CommentItem>
      ))}
    </CardGrid>
  );
}
