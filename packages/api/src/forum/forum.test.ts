import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPeople, ForumReport } from '../contract/forum';
import { enrol } from '../learning/progress.service';
import { createCourse, request } from '../quiz/test-fixtures';
import { DEMO_PASSWORD, type Harness } from '../testing/harness';
import {
  forumWorld,
  modules,
  settledLearner,
  startThread,
  threadIdByTitle,
  threadPage,
  topicId,
  topicPage,
} from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
beforeAll(async () => ({ h, ajar, nusantara } = await forumWorld()), 60_000);
afterAll(() => h.close());

const titles = (list: Awaited<ReturnType<typeof modules>>) => list.items.map((m) => m.title.id);

describe('reading the forum', () => {
  it('shows a visitor only the public areas of the site’s company, without reading state', async () => {
    const list = await modules(h);
    expect(titles(list)).toEqual(['Umum']);
    const qa = list.items[0]!.topics.find((t) => t.title.id === 'Tanya Jawab')!;
    expect(qa).toMatchObject({ threadCount: 3, postCount: 8, unreadThreads: null });
    expect(list.items[0]!.topics.find((t) => t.title.id === 'Pengumuman')?.isLocked).toBe(true);
  });

  it('shows a course’s area to its learners and staff, not to others of the company', async () => {
    expect(titles(await modules(h, await h.login('member2@ajar.local')))).toEqual([
      'Umum',
      'K3 Gudang',
    ]);
    expect(titles(await modules(h, await h.login('trainer@ajar.local')))).toContain('K3 Gudang');
    const stranger = await settledLearner(h, ajar);
    expect(titles(await modules(h, stranger.token))).toEqual(['Umum']);
    const k3 = await topicId(h, 'Tanya Jawab Materi');
    const res = await request(h.app, 'GET', `/v1/forum/topics/${k3}`, { token: stranger.token });
    expect(res.status).toBe(404);
  });

  it('never shows another company’s forum, even by id', async () => {
    const outsider = await settledLearner(h, nusantara);
    expect(titles(await modules(h, outsider.token))).toEqual(['Forum Gudang']);
    const qa = await topicId(h, 'Tanya Jawab');
    const thread = await threadIdByTitle(h, 'Tips belajar di sela jam kerja');
    for (const path of [`/v1/forum/topics/${qa}`, `/v1/forum/threads/${thread}`])
      expect((await request(h.app, 'GET', path, { token: outsider.token })).status).toBe(404);
    const res = await request(h.app, 'POST', `/v1/forum/threads/${thread}/posts`, {
      token: outsider.token,
      body: { html: '<p>Halo dari perusahaan lain</p>' },
    });
    expect(res.status).toBe(404);
  });

  it('lists a topic’s threads pinned first, then by latest activity, and narrows them', async () => {
    const qa = await topicId(h, 'Tanya Jawab');
    const page = await topicPage(h, qa);
    expect(page.items.map((t) => t.title)).toEqual([
      'How do I switch the app to English?',
      'Tips belajar di sela jam kerja',
      'Apakah sertifikat bisa diunduh sebagai PDF?',
    ]);
    expect(page.items[2]).toMatchObject({ kind: 'question', isAnswered: true, replyCount: 2 });
    expect(page.canStartThread).toBe(false);
    const answered = await topicPage(h, qa, undefined, '?filter=answered');
    expect(answered.items.map((t) => t.title)).toEqual([
      'Apakah sertifikat bisa diunduh sebagai PDF?',
    ]);
    const unanswered = await topicPage(h, qa, undefined, '?filter=unanswered');
    expect(unanswered.items.map((t) => t.title)).toEqual(['How do I switch the app to English?']);
    const announcements = await topicPage(h, await topicId(h, 'Pengumuman'));
    expect(announcements.items[0]).toMatchObject({ isPinned: true });
  });

  it('finds threads by the words of their title or posts, stemmed in both languages', async () => {
    const qa = await topicId(h, 'Tanya Jawab');
    const found = async (q: string) =>
      (await topicPage(h, qa, undefined, `?q=${encodeURIComponent(q)}`)).items.map((t) => t.title);
    // "diunduh" in the title is found by its stem "unduh".
    expect(await found('unduh sertifikat')).toEqual([
      'Apakah sertifikat bisa diunduh sebagai PDF?',
    ]);
    expect(await found('switching')).toEqual(['How do I switch the app to English?']);
    // "rangkuman" is only in a reply.
    expect(await found('rangkuman')).toEqual(['Tips belajar di sela jam kerja']);
    expect(await found('zzzqqq')).toEqual([]);
  });

  it('reads a thread’s posts with their authors, sanitised, and what I may do', async () => {
    const id = await threadIdByTitle(h, 'How do I switch the app to English?');
    const visitor = await threadPage(h, id);
    expect(visitor.thread).toMatchObject({
      kind: 'question',
      canReply: false,
      canAccept: false,
      lastReadPostNumber: null,
    });
    expect(visitor.posts.map((p) => [p.postNumber, p.author.name])).toEqual([
      [1, 'Andi Saputra'],
      [2, 'Rina Kusuma'],
    ]);
    expect(visitor.posts[1]!.bodyHtml).toMatch(/<span data-type="mention" data-id="\d+"/);
    const asker = await threadPage(h, id, await h.login('member4@ajar.local'));
    expect(asker.thread).toMatchObject({ canReply: true, canAccept: true, canModerate: false });
    const staff = await threadPage(h, id, await h.login('trainer@ajar.local'));
    expect(staff.thread).toMatchObject({ canAccept: true, canModerate: true });
  });

  it('lets a partner read what a visitor reads, and write nothing', async () => {
    const res0 = await h.app.request('/v1/auth/partner/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'partner@ajar.local', password: DEMO_PASSWORD }),
    });
    const { token: partner } = (await res0.json()) as { token: string };
    expect(titles(await modules(h, partner))).toEqual(['Umum']);
    const qa = await topicId(h, 'Tanya Jawab');
    const res = await request(h.app, 'POST', `/v1/forum/topics/${qa}/threads`, {
      token: partner,
      body: { title: 'Pertanyaan dari mitra', kind: 'question', html: '<p>Halo</p>' },
    });
    expect(res.status).toBe(403);
  });

  it('takes a new course forum’s learners as they enrol', async () => {
    const course = await createCourse(h.database.db, ajar, [{ type: 'Module' }]);
    const { id: moduleId } = await h.database.db
      .insertInto('forum_modules')
      .values({ company_id: ajar, course_id: course.courseId, title_id: 'Baru', title_en: 'New' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.database.db
      .insertInto('forum_topics')
      .values({ company_id: ajar, module_id: moduleId, title_id: 'Diskusi', title_en: 'Talk' })
      .execute();
    const learner = await settledLearner(h, ajar);
    expect(titles(await modules(h, learner.token))).not.toContain('Baru');
    await enrol(h.database.db, learner.auth, course.courseId, 'free');
    expect(titles(await modules(h, learner.token))).toContain('Baru');
  });
});

describe('reading state', () => {
  it('counts what came after I last read, jumps to it, and never goes back', async () => {
    const qa = await topicId(h, 'Tanya Jawab');
    const asker = await settledLearner(h, ajar);
    const reader = await settledLearner(h, ajar);
    const started = await startThread(h, qa, asker.token, {
      title: 'Berapa lama akses kursus berlaku?',
      kind: 'question',
      html: '<p>Apakah akses kursus hilang setelah lulus?</p>',
    });
    const id = started.thread.id;
    const mine = await topicPage(h, qa, reader.token);
    expect(mine.items[0]).toMatchObject({ id, unreadPosts: 1, firstUnreadPostNumber: 1 });
    const unreadBefore = (await modules(h, reader.token)).items[0]!.topics.find(
      (t) => t.id === qa,
    )!.unreadThreads!;

    const put = (postNumber: number) =>
      request(h.app, 'PUT', `/v1/forum/threads/${id}/read`, {
        token: reader.token,
        body: { postNumber },
      });
    expect(await (await put(1)).json()).toEqual({ lastReadPostNumber: 1 });
    // Past the end means the end; going back changes nothing.
    expect(await (await put(99)).json()).toEqual({ lastReadPostNumber: 1 });
    const after = await topicPage(h, qa, reader.token);
    expect(after.items[0]).toMatchObject({ id, unreadPosts: 0, firstUnreadPostNumber: null });
    const { items } = await modules(h, reader.token);
    const summary = items[0]!.topics.find((t) => t.id === qa)!;
    expect(summary.unreadThreads).toBe(unreadBefore - 1);
  });

  it('opens a long thread at the page of my first unread post', async () => {
    const id = await threadIdByTitle(h, 'Tips belajar di sela jam kerja');
    const reader = await settledLearner(h, ajar);
    const db = h.database.db;
    const thread = await db
      .selectFrom('forum_threads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const extra = Array.from({ length: 45 }, (_, i) => thread.highest_post_number + i + 1);
    await db
      .insertInto('forum_posts')
      .values(
        extra.map((n) => ({
          company_id: ajar,
          thread_id: id,
          post_number: n,
          author_id: thread.author_id,
          body_html: `<p>Tulisan ${n}</p>`,
          body_text: `Tulisan ${n}`,
        })),
      )
      .execute();
    const highest = extra.at(-1)!;
    await db
      .updateTable('forum_threads')
      .set({ highest_post_number: highest, post_count: highest, last_post_at: new Date() })
      .where('id', '=', id)
      .execute();
    await request(h.app, 'PUT', `/v1/forum/threads/${id}/read`, {
      token: reader.token,
      body: { postNumber: 25 },
    });
    const opened = await threadPage(h, id, reader.token);
    expect(opened).toMatchObject({ page: 2, totalPages: 3 });
    expect(opened.posts.map((p) => p.postNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => 21 + i),
    );
    const last = await threadPage(h, id, reader.token, '?page=3');
    expect(last.posts.map((p) => p.postNumber).at(-1)).toBe(highest);
  });
});

describe('reporting a post', () => {
  it('takes one report per person and post, for staff to review', async () => {
    const id = await threadIdByTitle(h, 'Tips belajar di sela jam kerja');
    const { posts } = await threadPage(h, id);
    const reporter = await settledLearner(h, ajar);
    const send = () =>
      request(h.app, 'POST', `/v1/forum/posts/${posts[0]!.id}/reports`, {
        token: reporter.token,
        body: { reason: 'spam', note: 'Iklan' },
      });
    expect((await (await send()).json()) as ForumReport).toEqual({ reported: true, created: true });
    expect((await (await send()).json()) as ForumReport).toEqual({
      reported: true,
      created: false,
    });
    const flags = await h.database.db
      .selectFrom('forum_flags')
      .selectAll()
      .where('post_id', '=', posts[0]!.id)
      .execute();
    expect(flags).toEqual([expect.objectContaining({ reason: 'spam', status: 'pending' })]);
  });
});

describe('people to mention', () => {
  const people = async (topic: number, token: string | undefined, q: string) => {
    const res = await request(
      h.app,
      'GET',
      `/v1/forum/topics/${topic}/people?q=${encodeURIComponent(q)}`,
      { token },
    );
    return {
      status: res.status,
      names: res.ok ? ((await res.json()) as ForumPeople).people.map((p) => p.name) : [],
    };
  };

  it('offers my company’s people by the start of any word of their name, never myself', async () => {
    const qa = await topicId(h, 'Tanya Jawab');
    const rina = await h.login('member@ajar.local');
    expect((await people(qa, rina, 'pra')).names).toEqual(['Agus Prasetyo', 'Yoga Pratama']);
    expect((await people(qa, rina, 'PUTRI')).names).toEqual(['Putri Ramadhani']);
    // Not a word's start, another company's people, and myself are never offered.
    expect((await people(qa, rina, 'etyo')).names).toEqual([]);
    expect((await people(qa, rina, 'wulan')).names).toEqual([]);
    expect((await people(qa, rina, 'rina')).names).toEqual([]);
    // A wildcard is a character like any other.
    expect((await people(qa, rina, '%')).names).toEqual([]);
  });

  it('offers in a course’s area only those who may read it, and refuses visitors and strangers', async () => {
    const course = await createCourse(h.database.db, ajar, [{ type: 'Module' }]);
    const { id: moduleId } = await h.database.db
      .insertInto('forum_modules')
      .values({
        company_id: ajar,
        course_id: course.courseId,
        title_id: 'Sebut',
        title_en: 'Mention',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: topic } = await h.database.db
      .insertInto('forum_topics')
      .values({ company_id: ajar, module_id: moduleId, title_id: 'Diskusi', title_en: 'Talk' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const writer = await settledLearner(h, ajar);
    const classmate = await settledLearner(h, ajar);
    const other = await settledLearner(h, ajar);
    for (const who of [writer, classmate])
      await enrol(h.database.db, who.auth, course.courseId, 'free');
    const { names } = await people(topic, writer.token, 'peserta');
    expect(names).toContain(classmate.name);
    expect(names).not.toContain(other.name);
    // Staff read every area: a trainer is offered though not enrolled.
    expect((await people(topic, writer.token, 'dewi')).names).toEqual(['Dewi Lestari']);
    expect((await people(topic, other.token, 'peserta')).status).toBe(404);
    expect((await people(topic, undefined, 'peserta')).status).toBe(401);
    const stranger = await settledLearner(h, nusantara);
    expect((await people(topic, stranger.token, 'peserta')).status).toBe(404);
  });
});
