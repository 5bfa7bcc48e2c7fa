import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import type { ForumPost, ForumThread } from '@ajar/api/contract';

interface PostActionsProps {
  post: ForumPost;
  thread: ForumThread;
  signedIn: boolean;
  onLike: (on: boolean) => void;
  onAccept: (postNumber: number | null) => void;
}

/** Under a post: the like (a toggle with its count) and, for the asker, accepting it. */
export function PostActions({ post, thread, signedIn, onLike, onAccept }: PostActionsProps) {
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
        onClick={() => onLike(!(like?.mine ?? false))}
      >
        {t('forum.like', { count: like?.count ?? 0 })}
      </Button>
      {canAcceptThis && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAccept(isAccepted ? null : post.postNumber)}
        >
          {t(isAccepted ? 'forum.unaccept' : 'forum.accept')}
        </Button>
      )}
    </>
  );
}
