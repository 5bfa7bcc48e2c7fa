import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import type { ForumPost, ForumThread } from '@ajar/api/contract';

interface PostActionsProps {
  post: ForumPost;
  thread: ForumThread;
  /** Who reads: null for a visitor. */
  userId: number | null;
  onLike: (on: boolean) => void;
  onAccept: (postNumber: number | null) => void;
  onReport: () => void;
  onHide: (hidden: boolean) => void;
  onEdit: () => void;
}

/**
 * Under a post: the like (a toggle with its count); for the asker, accepting it; for others,
 * reporting it; for its writer (within the edit window) and staff, editing it; for staff,
 * hiding or restoring it.
 */
export function PostActions({ post, thread, userId, ...on }: PostActionsProps) {
  const signedIn = userId !== null;
  const { t } = useTranslation();
  const like = post.reactions.find((r) => r.kind === 'like');
  const isAccepted = thread.acceptedPostNumber === post.postNumber;
  const canAcceptThis =
    thread.canAccept && post.postNumber > 1 && !post.isHidden && thread.kind === 'question';
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={like?.mine ?? false}
        disabled={!signedIn}
        onClick={() => on.onLike(!(like?.mine ?? false))}
      >
        {t('forum.like', { count: like?.count ?? 0 })}
      </Button>
      {canAcceptThis && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => on.onAccept(isAccepted ? null : post.postNumber)}
        >
          {t(isAccepted ? 'forum.unaccept' : 'forum.accept')}
        </Button>
      )}
      {post.canEdit && (
        <Button size="sm" variant="ghost" onClick={on.onEdit}>
          {t('forum.edit.open')}
        </Button>
      )}
      {signedIn && post.author.id !== userId && !thread.canModerate && (
        <Button size="sm" variant="ghost" onClick={on.onReport}>
          {t('forum.report.open')}
        </Button>
      )}
      {thread.canModerate && (
        <Button size="sm" variant="ghost" onClick={() => on.onHide(!post.isHidden)}>
          {t(post.isHidden ? 'forum.restore' : 'forum.hide')}
        </Button>
      )}
    </>
  );
}
