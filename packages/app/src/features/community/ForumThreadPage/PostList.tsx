import { useTranslation } from 'react-i18next';
import { Badge, Button, CardGrid, CommentItem, Pagination, RichText } from '@ajar/ui';
import type { ForumPost, ForumThread } from '@ajar/api/contract';
import { sanitizePost } from '../shared/sanitizePost';
import { EditPostForm } from './EditPostForm';
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
  /** The post open in the editor, if any. */
  editing: number | null;
  onEdit: (post: ForumPost | null) => void;
  onEdited: (post: ForumPost) => Promise<void>;
  onHistory: (post: ForumPost) => void;
}

/** One page of a thread's posts, each addressable as #post-N; the accepted answer is marked. */
export function PostList({
  thread,
  posts,
  page,
  pageCount,
  userId,
  editing,
  ...on
}: PostListProps) {
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
            editing !== post.id && (
              <PostActions
                post={post}
                thread={thread}
                userId={userId}
                onLike={(value) => on.onLike(post, value)}
                onAccept={on.onAccept}
                onReport={() => on.onReport(post)}
                onHide={(hidden) => on.onHide(post, hidden)}
                onEdit={() => on.onEdit(post)}
              />
            )
          }
        >
          {thread.acceptedPostNumber === post.postNumber && (
            <Badge tone="success">{t('forum.acceptedAnswer')}</Badge>
          )}
          {post.isHidden && <Badge tone="warning">{t('forum.hidden')}</Badge>}
          {editing === post.id ? (
            <EditPostForm
              post={post}
              topicId={thread.topic.id}
              isWriter={post.author.id === userId}
              onSaved={on.onEdited}
              onCancel={() => on.onEdit(null)}
            />
          ) : post.bodyHtml ? (
            <RichText data-post-body="" html={sanitizePost(post.bodyHtml)} />
          ) : (
            <p>{t('forum.hiddenText')}</p>
          )}
          {post.editedAt && editing !== post.id && (
            <Button size="sm" variant="ghost" onClick={() => on.onHistory(post)}>
              {t('forum.history.open')}
            </Button>
          )}
        </CommentItem>
      ))}
    </CardGrid>
  );
}
