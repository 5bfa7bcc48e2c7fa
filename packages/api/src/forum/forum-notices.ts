import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { notify } from '../notifications/outbox';
import { followersOf } from './forum.queries';
import { topicFollowers } from './forum-topics.queries';

interface NewPostFacts {
  companyId: number;
  threadId: number;
  thread: string;
  postId: number;
  postNumber: number;
  authorId: number;
  authorName: string;
  /** People of the company mentioned in the post who may read it. */
  mentioned: number[];
}

/**
 * Tells people of a new post, in the transaction that wrote it: those it mentions (once
 * each), and those following the thread who were not mentioned. Never the writer.
 */
export async function tellOfNewPost(trx: Kysely<Schema>, facts: NewPostFacts) {
  const { companyId, threadId, thread, postId, postNumber, authorId, authorName } = facts;
  const about = { postId, threadId, postNumber, thread, by: authorName };
  const mentioned = await tellOfMentions(trx, facts);
  if (postNumber === 1) return;
  for (const userId of await followersOf(trx, threadId, authorId))
    if (!mentioned.includes(userId))
      await notify(trx, { companyId, userId, type: 'forum.reply', facts: about });
}

/** Tells the people a post mentions (never its writer); answers whom it told. */
export async function tellOfMentions(trx: Kysely<Schema>, facts: NewPostFacts) {
  const { companyId, threadId, thread, postId, postNumber, authorId, authorName } = facts;
  const about = { postId, threadId, postNumber, thread, by: authorName };
  const mentioned = facts.mentioned.filter((id) => id !== authorId);
  for (const userId of mentioned)
    await notify(trx, { companyId, userId, type: 'forum.mention', facts: about });
  return mentioned;
}

/**
 * Tells the followers of a topic of a thread started in it: not its writer, not those its
 * first post mentions (told of that already), and only people who may read it (`mayRead`).
 */
export async function tellOfNewThread(
  trx: Kysely<Schema>,
  facts: {
    companyId: number;
    topicId: number;
    topic: { id: string; en: string };
    threadId: number;
    thread: string;
    authorId: number;
    authorName: string;
    mentioned: number[];
  },
  mayRead: (userIds: number[]) => Promise<number[]>,
) {
  const { companyId, topicId, topic, threadId, thread, authorName } = facts;
  const followers = await topicFollowers(trx, topicId, [facts.authorId, ...facts.mentioned]);
  for (const userId of await mayRead(followers))
    await notify(trx, {
      companyId,
      userId,
      type: 'forum.thread',
      facts: { threadId, thread, topic, by: authorName },
    });
}

/** Tells an answer's writer that the asker (or staff) accepted it. */
export async function tellOfAcceptedAnswer(
  trx: Kysely<Schema>,
  facts: {
    companyId: number;
    userId: number;
    threadId: number;
    thread: string;
    postId: number;
    postNumber: number;
  },
) {
  const { companyId, userId, ...about } = facts;
  await notify(trx, { companyId, userId, type: 'forum.accepted', facts: about });
}
