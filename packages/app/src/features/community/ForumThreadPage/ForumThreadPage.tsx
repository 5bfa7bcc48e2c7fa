import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { forumPageOf } from '@ajar/api/contract/forum-rules';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { useSession } from '../../../session';
import { ForumCrumbs } from '../shared/ForumCrumbs';
import { forumThreadKey } from '../shared/forumKeys';
import { PostList } from './PostList';
import { ReplyForm } from './ReplyForm';
import { useThreadActions } from './useThreadActions';
import { useThreadParams } from './useThreadParams';
import { NewPostsNotice } from './NewPostsNotice';
import { MoveThreadDialog } from './MoveThreadDialog';
import { PostHistoryDialog } from './PostHistoryDialog';
import { ReportDialog } from './ReportDialog';
import { ThreadActions } from './ThreadActions';
import { useLivePosts } from './useLivePosts';

/** /forum/topic/thread?id=: a thread's posts, opened at my first unread one, and replying. */
export function ForumThreadPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const session = useSession();
  const { id, post, page, goToPage } = useThreadParams();
  const load = useApi(id ? forumThreadKey(id, page) : null);
  const { data, mutate } = load;
  const actions = useThreadActions(id ?? 0, mutate);
  const liveHighest = useLivePosts(id);
  const [reporting, setReporting] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [isMoving, setMoving] = useState(false);
  const title = data?.thread.title ?? t('pages.forumThread.title');
  useHead(title);

  const lastShown = data?.posts.at(-1)?.postNumber ?? 0;
  const lastRead = data?.thread.lastReadPostNumber ?? null;
  // Opening a page reads it: my high-water mark moves to its last post.
  useEffect(() => {
    if (lastRead !== null && lastShown > lastRead) void actions.readUpTo(lastShown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page shown
  }, [lastShown, lastRead]);
  // A deep link, or my first unread post, is brought into view and focused.
  const target = post ?? (lastRead !== null ? lastRead + 1 : undefined);
  useEffect(() => {
    if (!data || target === undefined) return;
    const element = document.getElementById(`post-${target}`);
    if (element && target > 1) {
      element.scrollIntoView({ block: 'start' });
      element.focus({ preventScroll: true });
    }
  }, [data, target]);

  const header = (
    <PageHeader
      title={title}
      description={
        data && (
          <>
            <Badge tone="neutral">{t(`forum.kind.${data.thread.kind}`)}</Badge>{' '}
            {data.thread.acceptedPostNumber !== null && (
              <Badge tone="success">{t('forum.answered')}</Badge>
            )}{' '}
            {data.thread.isLocked && <Badge tone="neutral">{t('forum.locked')}</Badge>}
          </>
        )
      }
      actions={
        session &&
        data && (
          <ThreadActions
            thread={data.thread}
            onFollow={(following) => void actions.follow(following)}
            onModerate={(change) => void actions.moderate(change)}
            onMove={() => setMoving(true)}
          />
        )
      }
      breadcrumb={
        <ForumCrumbs
          topic={data && { id: data.thread.topic.id, title: pick(data.thread.topic.title) }}
          current={title}
        />
      }
    />
  );
  if (!id)
    return (
      <>
        {header}
        <EmptyState title={t('forum.threadMissing')} description={t('forum.topicMissingHint')} />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('forum.threadError'), description: t('loadError.network') }}
          loadingLabel={t('forum.threadLoading')}
        >
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );

  const { thread } = data;
  return (
    <>
      {header}
      {liveHighest !== null && liveHighest > thread.highestPostNumber && (
        <NewPostsNotice
          count={liveHighest - thread.highestPostNumber}
          onShow={() => {
            const first = forumPageOf(thread.highestPostNumber + 1);
            if (first !== data.page) goToPage(first);
            else void mutate();
          }}
        />
      )}
      <PostList
        thread={thread}
        posts={data.posts}
        page={data.page}
        pageCount={data.totalPages}
        userId={session?.kind === 'user' ? session.userId : null}
        onPageChange={goToPage}
        onLike={(p, on) => void actions.like(p, on)}
        onAccept={(n) => void actions.accept(n)}
        onReport={(p) => setReporting(p.id)}
        onHide={(p, hidden) => void actions.hide(p, hidden)}
        editing={editing}
        onEdit={(p) => setEditing(p?.id ?? null)}
        onEdited={async (p) => {
          await actions.edited(p);
          setEditing(null);
        }}
        onHistory={(p) => setHistory(p.id)}
      />
      <ReportDialog postId={reporting} onClose={() => setReporting(null)} />
      <PostHistoryDialog postId={history} onClose={() => setHistory(null)} />
      {thread.canModerate && (
        <MoveThreadDialog
          thread={thread}
          isOpen={isMoving}
          onClose={() => setMoving(false)}
          onMove={actions.move}
        />
      )}
      {thread.canReply ? (
        <PageSection title={t('forum.reply')}>
          <ReplyForm
            threadId={id}
            topicId={thread.topic.id}
            onSent={async (sent) => {
              const last = forumPageOf(sent.postNumber);
              if (last !== data.page) goToPage(last);
              else await mutate();
            }}
          />
        </PageSection>
      ) : (
        <EmptyState
          title={t(session ? 'forum.cannotReply' : 'forum.signInToReply')}
          description={t(session ? 'forum.cannotReplyHint' : 'forum.signInToReplyHint')}
        />
      )}
    </>
  );
}
