import type { Kysely } from 'kysely';
import type { ForumTopicFollowing, ForumTopicRead } from '../contract/forum';
import type { Schema } from '../db/schema';
import { participantId } from './forum-guards';
import type { Viewer } from './forum-access';
import { readableTopic } from './forum-reading.service';
import { markTopicRead, setFollowingTopic } from './forum-topics.queries';

type Db = Kysely<Schema>;

/** Following a topic: I am told of each new thread started in it. */
export async function followTopic(
  db: Db,
  viewer: Viewer,
  topicId: number,
  following: boolean,
): Promise<ForumTopicFollowing> {
  const userId = participantId(viewer);
  await readableTopic(db, viewer, topicId);
  await setFollowingTopic(db, topicId, userId, following);
  return { following };
}

/** "Tandai semua sudah dibaca": every thread of the topic, up to its last post. */
export async function readWholeTopic(
  db: Db,
  viewer: Viewer,
  topicId: number,
): Promise<ForumTopicRead> {
  const userId = participantId(viewer);
  await readableTopic(db, viewer, topicId);
  return { threadsMarked: await markTopicRead(db, topicId, userId) };
}
