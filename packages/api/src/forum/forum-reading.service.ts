import type { Kysely } from 'kysely';
import type {
  ForumModuleList,
  ForumPeople,
  ForumPost,
  ForumPostRevisionList,
  ForumThread,
  ForumThreadPage,
  ForumThreadSummary,
  ForumTopicPage,
} from '../contract/forum';
import {
  FORUM_LIMITS,
  FORUM_REACTIONS,
  forumPageOf,
  type ForumThreadFilter,
} from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { participantId } from './forum-guards';
import {
  canAccept,
  canEditPost,
  canReadModule,
  canSeeHidden,
  canWriteIn,
  isModerator,
  type Viewer,
} from './forum-access';
import {
  enrolledCourses,
  belongsToArea,
  modulesOf,
  postWithThread,
  postsBetween,
  reactionsOf,
  readState,
  revisionsOf,
  threadWithPlace,
  threadsOfTopic,
  topicWithModule,
  topicsWithCounts,
  type ThreadListRow,
  type ThreadRow,
} from './forum.queries';
import { mentionCandidates } from './forum-people.queries';
import { isFollowingTopic } from './forum-topics.queries';

/** What a viewer may read of the forum, shaped for the contract; nothing here writes. */

type Db = Kysely<Schema>;
const text = (id: string, en: string) => ({ id, en });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The modules of my company I may read. */
export async function readableModules(db: Db, viewer: Viewer) {
  const modules = await modulesOf(db, viewer.companyId);
  const courseIds = modules.flatMap((m) => (m.course_id === null ? [] : [m.course_id]));
  const enrolled = await enrolledCourses(db, viewer.userId, courseIds);
  return modules.filter((m) =>
    canReadModule(viewer, moduleFacts(m), m.course_id !== null && enrolled.has(m.course_id)),
  );
}

/** A thread in a list: its counts, and what is new to me (null for a visitor). */
export function threadSummary(t: ThreadListRow, signedIn: boolean): ForumThreadSummary {
  const lastRead = t.last_read_post_number ?? 0;
  return {
    id: t.id,
    title: t.title,
    kind: t.kind as 'question' | 'discussion',
    author: { id: t.author_id, name: t.author_name },
    createdAt: t.created_at.toISOString(),
    replyCount: Math.max(0, t.post_count - 1),
    lastPostAt: t.last_post_at.toISOString(),
    isPinned: t.pinned_at !== null,
    isLocked: t.locked_at !== null,
    isAnswered: t.accepted_post_number !== null,
    unreadPosts: signedIn ? (t.has_unread ? t.highest_post_number - lastRead : 0) : null,
    firstUnreadPostNumber: signedIn && t.has_unread ? lastRead + 1 : null,
  };
}

/** The modules I may read, each with its topics and their counts. */
export async function listModules(db: Db, viewer: Viewer): Promise<ForumModuleList> {
  const readable = await readableModules(db, viewer);
  const topics = await topicsWithCounts(
    db,
    readable.map((m) => m.id),
    viewer.userId,
  );
  return {
    items: readable.map((m) => ({
      id: m.id,
      title: text(m.title_id, m.title_en),
      description: text(m.description_id, m.description_en),
      courseId: m.course_id,
      isPublic: m.is_public,
      topics: topics
        .filter((t) => t.module_id === m.id)
        .map((t) => ({
          id: t.id,
          title: text(t.title_id, t.title_en),
          description: text(t.description_id, t.description_en),
          threadCount: t.thread_count,
          postCount: t.post_count,
          lastPostAt: iso(t.last_post_at),
          unreadThreads: viewer.userId === null ? null : t.unread_threads,
          isLocked: t.locked_at !== null,
        })),
    })),
  };
}

export const moduleFacts = (m: {
  company_id: number;
  course_id: number | null;
  group_id: number | null;
  is_public: boolean;
}) => ({
  companyId: m.company_id,
  courseId: m.course_id,
  groupId: m.group_id,
  isPublic: m.is_public,
});

export async function readableTopic(db: Db, viewer: Viewer, topicId: number) {
  const topic = await topicWithModule(db, viewer.companyId, topicId);
  if (!topic) throw notFound('topic');
  const belongs = await belongsToArea(db, viewer.userId, topic);
  if (!canReadModule(viewer, moduleFacts(topic), belongs)) throw notFound('topic');
  return topic;
}

/** A topic with one page of its threads, narrowed by `filter`. */
export async function topicPage(
  db: Db,
  viewer: Viewer,
  topicId: number,
  { page, filter, q }: { page: number; filter: ForumThreadFilter; q?: string },
): Promise<ForumTopicPage> {
  const topic = await readableTopic(db, viewer, topicId);
  const { total, rows } = await threadsOfTopic(db, {
    topicIds: [topicId],
    pinnedFirst: true,
    userId: viewer.userId,
    filter,
    q,
    page,
    withHidden: isModerator(viewer),
  });
  const signedIn = viewer.userId !== null;
  const size = FORUM_LIMITS.threadsPerPage;
  return {
    topic: {
      id: topic.id,
      title: text(topic.title_id, topic.title_en),
      description: text(topic.description_id, topic.description_en),
      isLocked: topic.locked_at !== null,
      isFollowing: await isFollowingTopic(db, topic.id, viewer.userId),
    },
    module: { id: topic.module_id, title: text(topic.module_title_id, topic.module_title_en) },
    canStartThread: canWriteIn(viewer, topic.locked_at !== null),
    items: rows.map((row) => threadSummary(row, signedIn)),
    page,
    pageSize: size,
    total,
    totalPages: Math.max(1, Math.ceil(total / size)),
  };
}

/** The thread, if I may read it: another company's, or a hidden one, is absent to me. */
export async function readableThread(db: Db, viewer: Viewer, threadId: number) {
  const thread = await threadWithPlace(db, viewer.companyId, threadId);
  if (!thread) throw notFound('thread');
  const belongs = await belongsToArea(db, viewer.userId, thread);
  if (!canReadModule(viewer, moduleFacts(thread), belongs)) throw notFound('thread');
  if (thread.hidden_at !== null && !canSeeHidden(viewer, thread.author_id))
    throw notFound('thread');
  return thread;
}

export const isLocked = (thread: ThreadRow) =>
  thread.locked_at !== null || thread.topic_locked_at !== null;

export async function threadHeader(
  db: Db,
  viewer: Viewer,
  thread: ThreadRow,
): Promise<ForumThread> {
  const mine = await readState(db, thread.id, viewer.userId);
  const signedIn = viewer.userId !== null;
  return {
    id: thread.id,
    title: thread.title,
    kind: thread.kind as 'question' | 'discussion',
    author: { id: thread.author_id, name: thread.author_name },
    topic: { id: thread.topic_id, title: text(thread.topic_title_id, thread.topic_title_en) },
    module: { id: thread.module_id, title: text(thread.module_title_id, thread.module_title_en) },
    createdAt: thread.created_at.toISOString(),
    postCount: thread.post_count,
    highestPostNumber: thread.highest_post_number,
    acceptedPostNumber: thread.accepted_post_number,
    isPinned: thread.pinned_at !== null,
    isLocked: isLocked(thread),
    lastReadPostNumber: signedIn ? (mine?.last_read_post_number ?? 0) : null,
    isFollowing: mine?.following ?? false,
    canReply: canWriteIn(viewer, isLocked(thread)),
    canAccept: canAccept(viewer, { kind: thread.kind, authorId: thread.author_id }),
    canModerate: isModerator(viewer),
  };
}

/** One post of a thread as the viewer sees it: what a write on a post answers with. */
export async function shownPost(
  db: Db,
  viewer: Viewer,
  post: { thread_id: number; post_number: number },
  now: Date,
): Promise<ForumPost> {
  const [shown] = await postsOf(
    db,
    viewer,
    post.thread_id,
    post.post_number,
    post.post_number,
    now,
  );
  if (!shown) throw notFound('post');
  return shown;
}

export async function postsOf(
  db: Db,
  viewer: Viewer,
  threadId: number,
  from: number,
  to: number,
  now: Date,
): Promise<ForumPost[]> {
  const rows = await postsBetween(db, threadId, from, to);
  const reactions = await reactionsOf(
    db,
    rows.map((r) => r.id),
    viewer.userId,
  );
  return rows.map((p) => {
    const isHidden = p.hidden_at !== null;
    return {
      id: p.id,
      postNumber: p.post_number,
      replyToPostNumber: p.reply_to_post_number,
      author: { id: p.author_id, name: p.author_name },
      bodyHtml: isHidden && !canSeeHidden(viewer, p.author_id) ? '' : p.body_html,
      createdAt: p.created_at.toISOString(),
      editedAt: iso(p.edited_at),
      isHidden,
      reactions: FORUM_REACTIONS.flatMap((kind) => {
        const r = reactions.find((x) => x.post_id === p.id && x.kind === kind);
        return r ? [{ kind, count: r.count, mine: r.mine }] : [];
      }),
      canEdit: canEditPost(
        viewer,
        { authorId: p.author_id, createdAt: p.created_at, isHidden },
        now,
      ),
    };
  });
}

/**
 * One page of a thread. Without a page, the page of my first unread post (or the first
 * page): "jump to first unread" is where a thread opens.
 */
export async function threadPage(
  db: Db,
  viewer: Viewer,
  threadId: number,
  requestedPage: number | undefined,
  now: Date,
): Promise<ForumThreadPage> {
  const thread = await readableThread(db, viewer, threadId);
  const header = await threadHeader(db, viewer, thread);
  const size = FORUM_LIMITS.postsPerPage;
  const totalPages = forumPageOf(thread.highest_post_number);
  const firstUnread = Math.min((header.lastReadPostNumber ?? 0) + 1, thread.highest_post_number);
  const page = Math.min(requestedPage ?? forumPageOf(firstUnread), totalPages);
  const from = (page - 1) * size + 1;
  return {
    thread: header,
    posts: await postsOf(db, viewer, threadId, from, from + size - 1, now),
    page,
    pageSize: size,
    totalPages,
  };
}

/** A post I may read (its thread readable, and it not hidden from me). */
export async function readablePost(db: Db, viewer: Viewer, postId: number) {
  const post = await postWithThread(db, viewer.companyId, postId);
  if (!post) throw notFound('post');
  await readableThread(db, viewer, post.thread_id).catch(() => {
    throw notFound('post');
  });
  if (post.hidden_at !== null && !canSeeHidden(viewer, post.author_id)) throw notFound('post');
  return post;
}

/**
 * A post's edit history: everyone who may read the post may read its earlier texts (a hidden
 * post's history stays with its writer and staff, like the post).
 */
export async function postRevisions(
  db: Db,
  viewer: Viewer,
  postId: number,
): Promise<ForumPostRevisionList> {
  await readablePost(db, viewer, postId);
  const rows = await revisionsOf(db, postId);
  return {
    revisions: rows.map((row) => ({
      version: row.version,
      bodyHtml: row.body_html,
      replacedAt: row.created_at.toISOString(),
      replacedBy:
        row.editor_id === null ? null : { id: row.editor_id, name: row.editor_name ?? '' },
    })),
  };
}

/**
 * Whom I may mention in a topic: people of my company who may read it, by the start of a word
 * of their name. Only for writers (a participant signed in).
 */
export async function mentionable(
  db: Db,
  viewer: Viewer,
  topicId: number,
  term: string,
): Promise<ForumPeople> {
  const userId = participantId(viewer);
  const topic = await readableTopic(db, viewer, topicId);
  const people = await mentionCandidates(
    db,
    {
      companyId: viewer.companyId,
      courseId: topic.course_id,
      groupId: topic.group_id,
      exceptUserId: userId,
    },
    term,
    FORUM_LIMITS.mentionSuggestions,
  );
  return { people };
}
