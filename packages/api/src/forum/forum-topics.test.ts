import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumSearchPage, ForumTopicRead } from '../contract/forum';
import { request } from '../quiz/test-fixtures';
import type { Harness } from '../testing/harness';
import {
  forumWorld,
  mentionOf,
  replyTo,
  settledLearner,
  startThread,
  threadPage,
  topicPage,
} from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
let qa: number;
beforeAll(async () => ({ h, ajar, nusantara, qa } = await forumWorld()), 60_000);
afterAll(() => h.close());

const discussion = (title: string, html = '<p>Isi diskusi</p>') => ({
  title,
  kind: 'discussion' as const,
  html,
});
const follow = (topic: number, token: string | undefined, following: boolean) =>
  request(h.app, 'PUT', `/v1/forum/topics/${topic}/following`, { token, body: { following } });
const newThreadNotices = (userId: number) =>
  h.database.db
    .selectFrom('notifications')
    .select(['body_id', 'link'])
    .where('user_id', '=', userId)
    .where('type', '=', 'forum.thread')
    .execute();

describe('following a topic', () => {
  it('tells its followers of each new thread, not its writer nor those it mentions', async () => {
    const follower = await settledLearner(h, ajar);
    const mentioned = await settledLearner(h, ajar);
    const writer = await settledLearner(h, ajar);
    for (const who of [follower, mentioned, writer])
      expect((await follow(qa, who.token, true)).status).toBe(200);
    expect((await topicPage(h, qa, follower.token)).topic.isFollowing).toBe(true);
    const { thread } = await startThread(
      h,
      qa,
      writer.token,
      discussion(
        'Jadwal kelas K3 bulan depan',
        `<p>${mentionOf(mentioned.auth.userId, mentioned.name)} sudah tahu?</p>`,
      ),
    );
    expect(await newThreadNotices(follower.auth.userId)).toEqual([
      {
        body_id: `${writer.name} memulai "Jadwal kelas K3 bulan depan" di Tanya Jawab.`,
        link: `/forum/topic/thread?id=${thread.id}`,
      },
    ]);
    expect(await newThreadNotices(mentioned.auth.userId)).toEqual([]);
    expect(await newThreadNotices(writer.auth.userId)).toEqual([]);
    // A reply is not a new thread.
    await replyTo(h, thread.id, writer.token, '<p>Tambahan</p>');
    expect(await newThreadNotices(follower.auth.userId)).toHaveLength(1);
    // The next thread is news too: notices of different threads are different notices.
    await startThread(h, qa, writer.token, discussion('Jadwal kelas K3 bulan berikutnya'));
    expect(await newThreadNotices(follower.auth.userId)).toHaveLength(2);
  });

  it('stops when unfollowed, and is for participants of the company only', async () => {
    const me = await settledLearner(h, ajar);
    await follow(qa, me.token, true);
    await follow(qa, me.token, false);
    expect((await topicPage(h, qa, me.token)).topic.isFollowing).toBe(false);
    const other = await settledLearner(h, ajar);
    await startThread(h, qa, other.token, discussion('Tidak diikuti lagi'));
    expect(await newThreadNotices(me.auth.userId)).toEqual([]);
    expect((await follow(qa, undefined, true)).status).toBe(401);
    const stranger = await settledLearner(h, nusantara);
    expect((await follow(qa, stranger.token, true)).status).toBe(404);
    expect((await topicPage(h, qa)).topic.isFollowing).toBe(false);
  });
});

describe('marking a topic read', () => {
  it('reads every thread to its last post, and never takes a thread back', async () => {
    const reader = await settledLearner(h, ajar);
    const writer = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, writer.token, discussion('Belum dibaca'));
    await replyTo(h, thread.id, writer.token, '<p>Balasan kedua</p>');
    const unreadBefore = (await topicPage(h, qa, reader.token)).items.filter(
      (t) => t.unreadPosts !== 0,
    );
    expect(unreadBefore.map((t) => t.id)).toContain(thread.id);
    const res = await request(h.app, 'PUT', `/v1/forum/topics/${qa}/read`, {
      token: reader.token,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ForumTopicRead).threadsMarked).toBe(unreadBefore.length);
    const after = await topicPage(h, qa, reader.token);
    expect(after.items.filter((t) => t.unreadPosts !== 0)).toEqual([]);
    expect((await threadPage(h, thread.id, reader.token)).thread.lastReadPostNumber).toBe(2);
    // Read already: nothing moves the second time.
    const again = await request(h.app, 'PUT', `/v1/forum/topics/${qa}/read`, {
      token: reader.token,
    });
    expect(((await again.json()) as ForumTopicRead).threadsMarked).toBe(0);
    expect((await request(h.app, 'PUT', `/v1/forum/topics/${qa}/read`, {})).status).toBe(401);
  });
});

describe('searching the whole forum', () => {
  const search = async (q: string, token?: string) => {
    const res = await request(h.app, 'GET', `/v1/forum/search?q=${encodeURIComponent(q)}`, {
      token,
    });
    return { status: res.status, body: res.ok ? ((await res.json()) as ForumSearchPage) : null };
  };

  it('finds threads by the words of their posts in every area I may read, and no other', async () => {
    const writer = await settledLearner(h, ajar);
    const { thread } = await startThread(
      h,
      qa,
      writer.token,
      discussion(
        'Pertanyaan tentang sepatu',
        '<p>Apakah sepatu pengaman wajib di gudang dingin?</p>',
      ),
    );
    // Indonesian stemming: "pengamanan" finds "pengaman".
    const found = await search('sepatu pengamanan', writer.token);
    expect(found.body?.items.map((t) => t.id)).toContain(thread.id);
    const item = found.body!.items.find((t) => t.id === thread.id)!;
    expect(item.topic).toEqual({
      id: qa,
      title: { id: 'Tanya Jawab', en: 'Questions and Answers' },
    });
    // A visitor of the public area finds it too; another company's people do not.
    expect((await search('sepatu pengaman')).body?.items.map((t) => t.id)).toContain(thread.id);
    const stranger = await settledLearner(h, nusantara);
    expect((await search('sepatu pengaman', stranger.token)).body?.items).toEqual([]);
  });

  it('leaves out course areas I am not in, and asks for a real word', async () => {
    // The seeded K3 Gudang area is its course's: a learner outside the course finds nothing there.
    const outsider = await settledLearner(h, ajar);
    const rina = await h.login('member2@ajar.local');
    const inside = (await search('helm', rina)).body!.items.map((t) => t.title);
    expect(inside.some((title) => title.includes('helm'))).toBe(true);
    expect((await search('helm', outsider.token)).body!.items).toEqual([]);
    expect((await search('a', rina)).status).toBe(400);
  });
});
