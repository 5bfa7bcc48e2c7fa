import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost, ForumReviewQueue, ForumThread } from '../contract/forum';
import { request } from '../quiz/test-fixtures';
import type { Harness } from '../testing/harness';
import {
  forumWorld,
  replyTo,
  settledLearner,
  startThread,
  threadPage,
  topicId,
  topicPage,
} from './test-fixtures';

let h: Harness;
let ajar: number;
let qa: number;
let staff: string;
beforeAll(async () => {
  ({ h, ajar, qa } = await forumWorld());
  staff = await h.login('trainer@ajar.local');
}, 60_000);
afterAll(() => h.close());

const discussion = (title: string) => ({ title, kind: 'discussion' as const, html: '<p>Isi</p>' });

describe('forum moderation', () => {
  it('is for staff only', async () => {
    const me = await settledLearner(h, ajar);
    const { thread, posts } = await startThread(h, qa, me.token, discussion('Bukan moderator'));
    const attempts = [
      ['PUT', `/v1/forum/threads/${thread.id}/moderation`, { pinned: true }],
      ['PUT', `/v1/forum/posts/${posts[0]!.id}/hidden`, { hidden: true }],
      ['GET', '/v1/forum/reports', undefined],
      ['PUT', `/v1/forum/reports/${posts[0]!.id}`, { action: 'hide' }],
    ] as const;
    for (const [method, path, body] of attempts) {
      expect((await request(h.app, method, path, { token: me.token, body })).status).toBe(403);
      expect((await request(h.app, method, path, { body })).status).toBe(401);
    }
  });

  it('pins a thread to the top of its topic and locks it against replies', async () => {
    const me = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, me.token, discussion('Dipasang di atas'));
    await startThread(h, qa, me.token, discussion('Diskusi yang lebih baru'));
    const pin = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/moderation`, {
      token: staff,
      body: { pinned: true, locked: true },
    });
    expect((await pin.json()) as ForumThread).toMatchObject({ isPinned: true, isLocked: true });
    expect((await topicPage(h, qa)).items[0]).toMatchObject({ id: thread.id, isPinned: true });
    const refused = await replyTo(h, thread.id, me.token, '<p>Masih bisa?</p>');
    expect(refused.status).toBe(403);
    expect((await replyTo(h, thread.id, staff, '<p>Ditutup, terima kasih.</p>')).status).toBe(201);
  });

  it('moves a thread to another topic of the company, never to another company', async () => {
    const me = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, me.token, discussion('Salah tempat bertanya'));
    const announcements = await topicId(h, 'Pengumuman');
    const move = (topicId: number) =>
      request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/moderation`, {
        token: staff,
        body: { topicId },
      });
    const moved = await move(announcements);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ForumThread).topic.id).toBe(announcements);
    expect((await topicPage(h, qa)).items.map((t) => t.id)).not.toContain(thread.id);
    expect((await topicPage(h, announcements)).items.map((t) => t.id)).toContain(thread.id);
    // Another company's topic is not there to move to.
    const { id: elsewhere } = await h.database.db
      .selectFrom('forum_topics as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .select('t.id')
      .where('c.name', '=', 'Nusantara Logistik')
      .executeTakeFirstOrThrow();
    expect((await move(elsewhere)).status).toBe(404);
    // A member may not move even their own thread.
    const own = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/moderation`, {
      token: me.token,
      body: { topicId: qa },
    });
    expect(own.status).toBe(403);
  });

  it('queues reported posts and hides one, for everyone but its writer and staff', async () => {
    const writer = await settledLearner(h, ajar);
    const reporters = [await settledLearner(h, ajar), await settledLearner(h, ajar)];
    const { thread } = await startThread(h, qa, writer.token, discussion('Postingan bermasalah'));
    const reply = (await (
      await replyTo(h, thread.id, writer.token, '<p>Jual pulsa murah, hubungi 0812-0000-0000</p>')
    ).json()) as ForumPost;
    for (const [i, reporter] of reporters.entries())
      await request(h.app, 'POST', `/v1/forum/posts/${reply.id}/reports`, {
        token: reporter.token,
        body: { reason: i === 0 ? 'spam' : 'personal_data' },
      });
    const queue = (await (
      await request(h.app, 'GET', '/v1/forum/reports', { token: staff })
    ).json()) as ForumReviewQueue;
    const item = queue.items.find((r) => r.postId === reply.id);
    expect(item).toMatchObject({ reports: 2, isHidden: false, threadId: thread.id });
    expect(item?.reasons.sort()).toEqual(['personal_data', 'spam']);

    const decided = await request(h.app, 'PUT', `/v1/forum/reports/${reply.id}`, {
      token: staff,
      body: { action: 'hide' },
    });
    expect(await decided.json()).toEqual({ resolved: 2 });
    const asReader = await threadPage(h, thread.id, reporters[0]!.token, '?page=1');
    expect(asReader.posts[1]).toMatchObject({ isHidden: true, bodyHtml: '' });
    const asWriter = await threadPage(h, thread.id, writer.token, '?page=1');
    expect(asWriter.posts[1]!.bodyHtml).toContain('Jual pulsa');
    const after = (await (
      await request(h.app, 'GET', '/v1/forum/reports', { token: staff })
    ).json()) as ForumReviewQueue;
    expect(after.items.map((r) => r.postId)).not.toContain(reply.id);

    // Restored by staff, it reads as before.
    await request(h.app, 'PUT', `/v1/forum/posts/${reply.id}/hidden`, {
      token: staff,
      body: { hidden: false },
    });
    const restored = await threadPage(h, thread.id, reporters[1]!.token, '?page=1');
    expect(restored.posts[1]).toMatchObject({ isHidden: false });
  });

  it('dismisses reports and keeps the post', async () => {
    const writer = await settledLearner(h, ajar);
    const reporter = await settledLearner(h, ajar);
    const { posts } = await startThread(h, qa, writer.token, discussion('Laporan keliru'));
    await request(h.app, 'POST', `/v1/forum/posts/${posts[0]!.id}/reports`, {
      token: reporter.token,
      body: { reason: 'off_topic' },
    });
    const decided = await request(h.app, 'PUT', `/v1/forum/reports/${posts[0]!.id}`, {
      token: staff,
      body: { action: 'dismiss' },
    });
    expect(await decided.json()).toEqual({ resolved: 1 });
    const flag = await h.database.db
      .selectFrom('forum_flags')
      .select('status')
      .where('post_id', '=', posts[0]!.id)
      .executeTakeFirstOrThrow();
    expect(flag.status).toBe('disagreed');
  });

  it('never reaches another company’s forum', async () => {
    const writer = await settledLearner(h, ajar);
    const { thread, posts } = await startThread(h, qa, writer.token, discussion('Milik Ajar'));
    const outsider = await h.login('admin@nusantara.local');
    const hide = await request(h.app, 'PUT', `/v1/forum/posts/${posts[0]!.id}/hidden`, {
      token: outsider,
      body: { hidden: true },
    });
    expect(hide.status).toBe(404);
    const pin = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/moderation`, {
      token: outsider,
      body: { pinned: true },
    });
    expect(pin.status).toBe(404);
  });
});
