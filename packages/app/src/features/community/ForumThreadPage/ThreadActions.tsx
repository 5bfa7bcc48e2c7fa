import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import type { ForumThread } from '@ajar/api/contract';

interface ThreadActionsProps {
  thread: ForumThread;
  onFollow: (following: boolean) => void;
  onModerate: (change: { pinned?: boolean; locked?: boolean }) => void;
  onMove: () => void;
}

/** The thread's commands: following it, and for staff pinning, locking and moving it. */
export function ThreadActions({ thread, onFollow, onModerate, onMove }: ThreadActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={thread.isFollowing}
        onClick={() => onFollow(!thread.isFollowing)}
      >
        {t(thread.isFollowing ? 'forum.following' : 'forum.follow')}
      </Button>
      {thread.canModerate && (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={thread.isPinned}
            onClick={() => onModerate({ pinned: !thread.isPinned })}
          >
            {t('forum.pin')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={thread.isLocked}
            onClick={() => onModerate({ locked: !thread.isLocked })}
          >
            {t('forum.lock')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onMove}>
            {t('forum.move.open')}
          </Button>
        </>
      )}
    </>
  );
}
