import type { Kysely } from 'kysely';
import type {
  CreateForumPostRequest,
  CreateForumThreadRequest,
  ForumPost,
  ForumThread,
  ForumThreadPage,
} from '../contract/forum';
import { FORUM_LIMITS, type ForumFlagReason, type ForumReaction } from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { participantId } from './forum-guards';
import {
  canAccept,
  canEditPost,
  canReadModule,
  canWriteIn,
  isModerator,
  type Viewer,
} from './forum-access';
import { checkPostingLimits } from './forum-limits';
import {
  tellOfAcceptedAnswer,
  tellOfMentions,
  tellOfNewPost,
  tellOfNewThread,
} from './forum-notices';
import {
  readablePost,
  readableThread,
  readableTopic,
  isLocked,
  moduleFacts,
  shownPost,
  threadHeader,
  threadPage,
} from './forum-reading.service';
import {
  alreadyMentioned,
  announceThread,
  editPost,
  insertFlag,
  insertMentions,
  insertPost,
  insertThread,
  belongsToArea,
  lockThread,
  markRead,
  postByNumber,
  setAccepted,
  setFollowing,
  setReaction,
  userName,
  usersOfCompany,
} from './forum.queries';
import { sanitizeRichText } from './sanitize';
import { pointsForAcceptedAnswer } from '../points/learning-points';

/** Writing in the forum: threads, replies, reading state, answers, reactions, reports. */

type Db = Kysely<Schema>;

/** The people among the mentioned who are of my company and may read where I write. */
async function readersAmong(
  trx: Db,
  companyId: number,
  area: { course_id: number | null; group_id: number | null; is_public: boolean },
  userIds: number[],
) {
  const people = await usersOfCompany(trx, companyId, userIds);
  const facts = moduleFacts({ ...area, company_id: companyId });
  const readers: number[] = [];
  for (const person of people) {
    const viewer: Viewer = { companyId, userId: person.id, roleId: person.role_id };
    const belongs = await belongsToArea(trx, person.id, area);
    if (canReadModule(viewer, facts, belongs)) readers.push(person.id);
  }
  return userIds.filter((id) => readers.includes(id));
}

async function cleanBody(html: string) {
  const body = await sanitizeRichText(html);
  if (body.isEmpty) throw new ApiError(400, 'required', { field: 'html' }, 'required');
  if (body.length > FORUM_LIMITS.bodyMaxLength)
    throw new ApiError(
      400,
      'tooLong',
      { field: 'html', n: FORUM_LIMITS.bodyMaxLength },
      'too_long',
    );
  return body;
}

/** Starts a thread: its opening post is post 1; the writer follows it from then on. */
export async function startThread(
  db: Db,
  viewer: Viewer,
  topicId: number,
  request: CreateForumThreadRequest,
  now: Date,
): Promise<ForumThreadPage> {
  const userId = participantId(viewer);
  const topic = await readableTopic(db, viewer, topicId);
  if (!canWriteIn(viewer, topic.locked_at !== null))
    throw new ApiError(403, 'forumLocked', {}, 'locked');
  await checkPostingLimits(db, viewer, 'thread', now);
  const body = await cleanBody(request.html);
  const threadId = await db.transaction().execute(async (trx) => {
    const thread = await insertThread(trx, {
      companyId: viewer.companyId,
      topicId,
      authorId: userId,
      title: request.title,
      kind: request.kind,
      at: now,
    });
    const postId = await insertPost(trx, {
      companyId: viewer.companyId,
      threadId: thread.id,
      postNumber: 1,
      replyTo: null,
      authorId: userId,
      html: body.html,
      text: body.text,
      at: now,
    });
    await setFollowing(trx, thread.id, userId, true);
    await markRead(trx, thread.id, userId, 1);
    const mentioned = await readersAmong(trx, viewer.companyId, topic, body.mentions);
    await insertMentions(trx, postId, mentioned);
    const author = await userName(trx, userId);
    await tellOfNewPost(trx, {
      companyId: viewer.companyId,
      threadId: thread.id,
      thread: request.title,
      postId,
      postNumber: 1,
      authorId: userId,
      authorName: author,
      mentioned,
    });
    await tellOfNewThread(
      trx,
      {
        companyId: viewer.companyId,
        topicId,
        topic: { id: topic.title_id, en: topic.title_en },
        threadId: thread.id,
        thread: request.title,
        authorId: userId,
        authorName: author,
        mentioned,
      },
      (people) => readersAmong(trx, viewer.companyId, topic, people),
    );
    return thread.id;
  });
  return threadPage(db, viewer, threadId, 1, now);
}

/** A reply: the next number in the thread, counted under the thread's lock. */
export async function reply(
  db: Db,
  viewer: Viewer,
  threadId: number,
  request: CreateForumPostRequest,
  now: Date,
): Promise<ForumPost> {
  const userId = participantId(viewer);
  const thread = await readableThread(db, viewer, threadId);
  if (!canWriteIn(viewer, isLocked(thread))) throw new ApiError(403, 'forumLocked', {}, 'locked');
  if (
    request.replyToPostNumber !== undefined &&
    request.replyToPostNumber > thread.highest_post_number
  )
    throw notFound('replyToPostNumber');
  await checkPostingLimits(db, viewer, 'post', now);
  const body = await cleanBody(request.html);
  const postNumber = await db.transaction().execute(async (trx) => {
    const locked = await lockThread(trx, threadId);
    const number = locked.highest_post_number + 1;
    const postId = await insertPost(trx, {
      companyId: viewer.companyId,
      threadId,
      postNumber: number,
      replyTo: request.replyToPostNumber ?? null,
      authorId: userId,
      html: body.html,
      text: body.text,
      at: now,
    });
    await setFollowing(trx, threadId, userId, true);
    await markRead(trx, threadId, userId, number);
    await announceThread(trx, threadId);
    const mentioned = await readersAmong(trx, viewer.companyId, thread, body.mentions);
    await insertMentions(trx, postId, mentioned);
    await tellOfNewPost(trx, {
      companyId: viewer.companyId,
      threadId,
      thread: thread.title,
      postId,
      postNumber: number,
      authorId: userId,
      authorName: await userName(trx, userId),
      mentioned,
    });
    return number;
  });
  return shownPost(db, viewer, { thread_id: threadId, post_number: postNumber }, now);
}

/** Raises how far I have read (never lowers it); a number past the end means the end. */
export async function readUpTo(db: Db, viewer: Viewer, threadId: number, postNumber: number) {
  const userId = participantId(viewer);
  const thread = await readableThread(db, viewer, threadId);
  const upTo = Math.min(postNumber, thread.highest_post_number);
  return { lastReadPostNumber: await markRead(db, threadId, userId, upTo) };
}

export async function follow(db: Db, viewer: Viewer, threadId: number, following: boolean) {
  const userId = participantId(viewer);
  const thread = await readableThread(db, viewer, threadId);
  await setFollowing(db, threadId, userId, following);
  return threadHeader(db, viewer, thread);
}

/** The asker (or staff) marks which reply answered the question, or none. */
export async function acceptAnswer(
  db: Db,
  viewer: Viewer,
  threadId: number,
  postNumber: number | null,
): Promise<ForumThread> {
  const thread = await readableThread(db, viewer, threadId);
  if (thread.kind !== 'question') throw new ApiError(400, 'forumNotQuestion', {}, 'not_a_question');
  if (!canAccept(viewer, { kind: thread.kind, authorId: thread.author_id }))
    throw new ApiError(403, 'forbidden', {}, 'forbidden');
  await db.transaction().execute(async (trx) => {
    const before =
      thread.accepted_post_number === null
        ? undefined
        : await postByNumber(trx, threadId, thread.accepted_post_number);
    const post = postNumber === null ? undefined : await postByNumber(trx, threadId, postNumber);
    if (postNumber !== null) {
      if (!post || post.hidden_at !== null) throw notFound('postNumber');
      if (post.author_id !== viewer.userId && thread.accepted_post_number !== postNumber)
        await tellOfAcceptedAnswer(trx, {
          companyId: thread.company_id,
          userId: post.author_id,
          threadId,
          thread: thread.title,
          postId: post.id,
          postNumber,
        });
    }
    await setAccepted(trx, threadId, postNumber);
    await pointsForAcceptedAnswer(trx, {
      threadId,
      title: thread.title,
      askerId: thread.author_id,
      before: before ? { postId: before.id, authorId: before.author_id } : null,
      after:
        post && postNumber !== null
          ? { postId: post.id, authorId: post.author_id, postNumber }
          : null,
    });
  });
  const updated = await readableThread(db, viewer, threadId);
  return threadHeader(db, viewer, updated);
}

/** Turns one of my reactions to a post on or off; answers the post's counts. */
export async function react(
  db: Db,
  viewer: Viewer,
  postId: number,
  kind: ForumReaction,
  on: boolean,
  now: Date,
): Promise<ForumPost> {
  const userId = participantId(viewer);
  const post = await readablePost(db, viewer, postId);
  await setReaction(db, postId, userId, kind, on);
  return shownPost(db, viewer, post, now);
}

/**
 * Anyone who may read a post may report it, once; staff see it in the review queue. Answers
 * whether this report is new.
 */
export async function report(
  db: Db,
  viewer: Viewer,
  postId: number,
  { reason, note }: { reason: ForumFlagReason; note: string },
) {
  const userId = participantId(viewer);
  await readablePost(db, viewer, postId);
  const created = await insertFlag(db, {
    companyId: viewer.companyId,
    postId,
    flaggerId: userId,
    reason,
    note,
  });
  return { reported: true, created };
}

/**
 * Changes a post's text: its writer within the edit window, staff any time. The old text is
 * kept as a revision and the post shows as edited; people newly mentioned are told, those
 * mentioned before are not told again.
 */
export async function edit(
  db: Db,
  viewer: Viewer,
  postId: number,
  html: string,
  now: Date,
): Promise<ForumPost> {
  const userId = participantId(viewer);
  const post = await readablePost(db, viewer, postId);
  const thread = await readableThread(db, viewer, post.thread_id);
  const facts = {
    authorId: post.author_id,
    createdAt: post.created_at,
    isHidden: post.hidden_at !== null,
  };
  if (!canEditPost(viewer, facts, now)) {
    if (post.author_id !== userId) throw new ApiError(403, 'forbidden', {}, 'forbidden');
    throw new ApiError(
      403,
      'forumEditWindow',
      { n: FORUM_LIMITS.editWindowMinutes },
      'edit_window_closed',
    );
  }
  if (isLocked(thread) && !isModerator(viewer))
    throw new ApiError(403, 'forumLocked', {}, 'locked');
  const body = await cleanBody(html);
  await db.transaction().execute(async (trx) => {
    await editPost(trx, { postId, editorId: userId, html: body.html, text: body.text, at: now });
    const before = await alreadyMentioned(trx, postId);
    const readers = await readersAmong(
      trx,
      viewer.companyId,
      thread,
      body.mentions.filter((id) => !before.has(id)),
    );
    await insertMentions(trx, postId, readers);
    await tellOfMentions(trx, {
      companyId: viewer.companyId,
      threadId: thread.id,
      thread: thread.title,
      postId,
      postNumber: post.post_number,
      authorId: post.author_id,
      authorName: await userName(trx, post.author_id),
      mentioned: readers,
    });
  });
  return shownPost(db, viewer, post, now);
}
