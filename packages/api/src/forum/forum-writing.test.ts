import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPost, ForumPostRevisionList, ForumThread } from '../contract/forum';
import { FORUM_LIMITS } from '../contract/forum-rules';
import { newLearner, request, type Learner } from '../quiz/test-fixtures';
import { sseReader, type Harness } from '../testing/harness';
import {
  forumWorld,
  mentionOf,
  replyTo,
  settledLearner,
  startThread,
  threadPage,
  topicId,
  topicPage,
} from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
let qa: number;
beforeAll(async () => ({ h, ajar, nusantara, qa } = await forumWorld()), 60_000);
afterAll(() => h.close());

const question = (title: string, html = '<p>Bagaimana caranya?</p>') => ({
  title,
  kind: 'question' as const,
  html,
});

async function noticesOf(who: Learner) {
  return h.database.db
    .selectFrom('notifications')
    .select(['type', 'link'])
    .where('user_id', '=', who.auth.userId)
    .where('type', 'in', ['forum.reply', 'forum.mention', 'forum.accepted'])
    .orderBy('id')
    .execute();
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('starting threads and replying', () => {
  it('stores the sanitised text, lists the thread first, and has its writer follow it', async () => {
    const me = await settledLearner(h, ajar);
    const started = await startThread(
      h,
      qa,
      me.token,
      question(
        'Laporan kuis tidak muncul',
        '<p onclick="alert(1)">Lihat <a href="javascript:alert(1)">ini</a></p><script>alert(2)</script>',
      ),
    );
    expect(started.thread).toMatchObject({ isFollowing: true, lastReadPostNumber: 1 });
    expect(started.posts[0]!.bodyHtml).toBe('<p>Lihat <a rel="nofollow noopener ugc">ini</a></p>');
    expect((await topicPage(h, qa)).items[0]!.title).toBe('Laporan kuis tidak muncul');
  });

  it('numbers replies one after another, however many arrive at once', async () => {
    const asker = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, asker.token, question('Balasan serentak'));
    const writers = await Promise.all([0, 1, 2, 3, 4].map(() => settledLearner(h, ajar)));
    const answers = await Promise.all(
      writers.map((w, i) => replyTo(h, thread.id, w.token, `<p>Jawaban ${i}</p>`)),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = await Promise.all(
      answers.map(async (r) => ((await r.json()) as ForumPost).postNumber),
    );
    expect(numbers.sort()).toEqual([2, 3, 4, 5, 6]);
    const page = await threadPage(h, thread.id);
    expect(page.thread).toMatchObject({ postCount: 6, highestPostNumber: 6 });
  });

  it('keeps a locked topic for staff only', async () => {
    const announcements = await topicId(h, 'Pengumuman');
    const me = await settledLearner(h, ajar);
    const res = await request(h.app, 'POST', `/v1/forum/topics/${announcements}/threads`, {
      token: me.token,
      body: { title: 'Boleh ikut mengumumkan?', kind: 'discussion', html: '<p>Halo</p>' },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('locked');
    const staff = await h.login('admin@ajar.local');
    await startThread(h, announcements, staff, {
      title: 'Libur nasional akhir bulan',
      kind: 'discussion',
      html: '<p>Kantor tutup pada tanggal merah.</p>',
    });
  });

  it('answers bad input with the spec’s messages, and writes nothing', async () => {
    const me = await settledLearner(h, ajar);
    const send = (body: unknown) =>
      request(h.app, 'POST', `/v1/forum/topics/${qa}/threads`, { token: me.token, body });
    expect((await errorOf(await send(question('Hai')))).message).toBe('Judul minimal 5 karakter');
    expect((await errorOf(await send(question('   ')))).message).toBe('Judul wajib diisi');
    expect(
      (await errorOf(await send(question('Judul cukup', '<p> </p><script>x</script>')))).message,
    ).toBe('Isi tulisan wajib diisi');
    const long = `<p>${'a'.repeat(FORUM_LIMITS.bodyMaxLength + 1)}</p>`;
    expect((await errorOf(await send(question('Judul cukup', long)))).message).toBe(
      `Isi tulisan maksimal ${FORUM_LIMITS.bodyMaxLength} karakter`,
    );
    const huge = `<p>${'a'.repeat(FORUM_LIMITS.bodyMaxHtmlBytes)}</p>`;
    expect((await errorOf(await send(question('Judul cukup', huge)))).code).toBe('too_long');
    const written = await h.database.db
      .selectFrom('forum_threads')
      .select('id')
      .where('author_id', '=', me.auth.userId)
      .execute();
    expect(written).toEqual([]);
  });
});

describe('notifications from the forum', () => {
  it('tells followers of a reply and the mentioned of a mention, each once, never the writer', async () => {
    const asker = await settledLearner(h, ajar);
    const helper = await settledLearner(h, ajar);
    const named = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, asker.token, question('Siapa yang bisa bantu?'));
    const res = await replyTo(
      h,
      thread.id,
      helper.token,
      `<p>${mentionOf(named.auth.userId, named.name)} dan ${mentionOf(asker.auth.userId, asker.name)} coba lihat ini</p>`,
    );
    const post = (await res.json()) as ForumPost;
    const link = `/forum/topic/thread?id=${thread.id}&post=${post.postNumber}`;
    // The asker follows and is mentioned: one notice, the mention.
    expect(await noticesOf(asker)).toEqual([{ type: 'forum.mention', link }]);
    expect(await noticesOf(named)).toEqual([{ type: 'forum.mention', link }]);
    expect(await noticesOf(helper)).toEqual([]);

    await replyTo(h, thread.id, named.token, '<p>Terima kasih</p>');
    expect((await noticesOf(asker)).map((n) => n.type)).toEqual(['forum.mention', 'forum.reply']);
    // The helper follows since replying.
    expect((await noticesOf(helper)).map((n) => n.type)).toEqual(['forum.reply']);
  });

  it('mentions only people who may read the post', async () => {
    const me = await settledLearner(h, ajar);
    const outsider = await settledLearner(h, nusantara);
    const k3 = await topicId(h, 'Tanya Jawab Materi');
    const notEnrolled = await settledLearner(h, ajar);
    const member2 = await h.login('member2@ajar.local');
    const { thread } = await startThread(h, qa, me.token, question('Menyebut orang lain'));
    await replyTo(h, thread.id, me.token, `<p>${mentionOf(outsider.auth.userId, 'Luar')}</p>`);
    expect(await noticesOf(outsider)).toEqual([]);
    const inCourse = await startThread(h, k3, member2, {
      title: 'Sepatu keselamatan untuk tamu',
      kind: 'question',
      html: `<p>${mentionOf(notEnrolled.auth.userId, 'Bukan peserta')} apakah tamu wajib?</p>`,
    });
    expect(inCourse.posts[0]!.bodyHtml).toContain('data-type="mention"');
    expect(await noticesOf(notEnrolled)).toEqual([]);
  });
});

describe('accepting an answer', () => {
  it('lets the asker or staff accept a reply, tells its writer, and nobody else may', async () => {
    const asker = await settledLearner(h, ajar);
    const helper = await settledLearner(h, ajar);
    const bystander = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, asker.token, question('Cara reset progres?'));
    await replyTo(h, thread.id, helper.token, '<p>Hubungi admin SDM.</p>');
    const accept = (token: string, postNumber: number | null) =>
      request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/accepted`, {
        token,
        body: { postNumber },
      });
    expect((await accept(bystander.token, 2)).status).toBe(403);
    const res = await accept(asker.token, 2);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ForumThread).acceptedPostNumber).toBe(2);
    expect((await noticesOf(helper)).map((n) => n.type)).toContain('forum.accepted');
    const answered = await topicPage(h, qa, undefined, '?filter=answered');
    expect(answered.items.map((t) => t.id)).toContain(thread.id);
    expect((await accept(await h.login('trainer@ajar.local'), null)).status).toBe(200);
    expect((await threadPage(h, thread.id)).thread.acceptedPostNumber).toBeNull();
    expect((await accept(asker.token, 9)).status).toBe(404);
  });

  it('refuses an accepted answer on a discussion', async () => {
    const me = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, me.token, {
      title: 'Ngobrol santai',
      kind: 'discussion',
      html: '<p>Halo</p>',
    });
    await replyTo(h, thread.id, me.token, '<p>Saya juga</p>');
    const res = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/accepted`, {
      token: me.token,
      body: { postNumber: 2 },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'Hanya pertanyaan yang dapat memiliki jawaban terpilih',
    );
  });
});

describe('reactions and following', () => {
  it('turns a reaction on and off, counting each person once', async () => {
    const writer = await settledLearner(h, ajar);
    const fans = await Promise.all([0, 1].map(() => settledLearner(h, ajar)));
    const { posts } = await startThread(h, qa, writer.token, question('Reaksi'));
    const react = (token: string, on: boolean) =>
      request(h.app, 'PUT', `/v1/forum/posts/${posts[0]!.id}/reactions`, {
        token,
        body: { kind: 'like', on },
      });
    await react(fans[0]!.token, true);
    await react(fans[0]!.token, true);
    const both = (await (await react(fans[1]!.token, true)).json()) as ForumPost;
    expect(both.reactions).toEqual([{ kind: 'like', count: 2, mine: true }]);
    const one = (await (await react(fans[1]!.token, false)).json()) as ForumPost;
    expect(one.reactions).toEqual([{ kind: 'like', count: 1, mine: false }]);
  });

  it('stops telling me of replies once I stop following', async () => {
    const asker = await settledLearner(h, ajar);
    const other = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, asker.token, question('Berhenti mengikuti'));
    const res = await request(h.app, 'PUT', `/v1/forum/threads/${thread.id}/following`, {
      token: asker.token,
      body: { following: false },
    });
    expect(((await res.json()) as ForumThread).isFollowing).toBe(false);
    await replyTo(h, thread.id, other.token, '<p>Balasan</p>');
    expect(await noticesOf(asker)).toEqual([]);
  });
});

describe('posting limits', () => {
  it('lets a first-day account start only a few threads a day', async () => {
    const fresh = await newLearner(h.database.db, h.tokens, ajar);
    for (let i = 0; i < FORUM_LIMITS.newAccountThreadsPerDay; i += 1)
      await startThread(h, qa, fresh.token, question(`Pertanyaan baru ${i}`));
    const res = await request(h.app, 'POST', `/v1/forum/topics/${qa}/threads`, {
      token: fresh.token,
      body: question('Satu lagi hari ini'),
    });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(
      `Akun baru dapat membuat paling banyak ${FORUM_LIMITS.newAccountThreadsPerDay} diskusi per hari. Coba lagi besok.`,
    );
  });

  it('slows anyone down who posts too fast', async () => {
    const me = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, me.token, question('Balasan beruntun'));
    // The thread's opening post counts too.
    for (let i = 1; i < FORUM_LIMITS.postsPerWindow; i += 1)
      expect((await replyTo(h, thread.id, me.token, `<p>${i}</p>`)).status).toBe(201);
    const res = await replyTo(h, thread.id, me.token, '<p>lagi</p>');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(FORUM_LIMITS.postWindowSeconds));
    // Staff are not held by it.
    const staff = await h.login('trainer2@ajar.local');
    for (let i = 0; i <= FORUM_LIMITS.postsPerWindow; i += 1)
      expect((await replyTo(h, thread.id, staff, `<p>staf ${i}</p>`)).status).toBe(201);
  });
});

describe('a thread, live', () => {
  it('tells its open readers, visitors too, how far it goes at each new post', async () => {
    const asker = await settledLearner(h, ajar);
    const helper = await settledLearner(h, ajar);
    const { thread } = await startThread(h, qa, asker.token, question('Balasan langsung'));
    const signedIn = await h.app.request(
      `/v1/forum/threads/${thread.id}/events?access_token=${encodeURIComponent(asker.token)}`,
    );
    const visitor = await h.app.request(`/v1/forum/threads/${thread.id}/events`);
    expect([signedIn.status, visitor.status]).toEqual([200, 200]);
    const streams = [sseReader(signedIn), sseReader(visitor)];
    const posts = (highestPostNumber: number) => ({
      event: 'posts',
      data: JSON.stringify({ highestPostNumber, postCount: highestPostNumber }),
    });
    for (const events of streams) {
      expect((await events.next()).event).toBe('connected');
      expect(await events.next()).toEqual(posts(1));
    }
    await replyTo(h, thread.id, helper.token, '<p>Ini jawabannya</p>');
    for (const events of streams) expect(await events.next()).toEqual(posts(2));
    for (const events of streams) await events.cancel();
  });

  it('is closed to whoever may not read the thread', async () => {
    const k3 = await topicId(h, 'Tanya Jawab Materi');
    const member2 = await h.login('member2@ajar.local');
    const { thread } = await startThread(h, k3, member2, question('Khusus peserta kursus'));
    const stranger = await settledLearner(h, ajar);
    const stream = (query: string) =>
      h.app.request(`/v1/forum/threads/${thread.id}/events${query}`);
    expect((await stream('')).status).toBe(404);
    expect((await stream(`?access_token=${encodeURIComponent(stranger.token)}`)).status).toBe(404);
    expect((await stream('?access_token=not-a-token')).status).toBe(401);
  });
});

describe('editing a post', () => {
  const patch = (id: number, token: string, html: string) =>
    request(h.app, 'PATCH', `/v1/forum/posts/${id}`, { token, body: { html } });

  it('lets its writer change it within the window, keeps the old text, and tells the newly mentioned once', async () => {
    const writer = await settledLearner(h, ajar);
    const named = await settledLearner(h, ajar);
    const { posts } = await startThread(h, qa, writer.token, question('Salah ketik di judul'));
    const id = posts[0]!.id;
    const first = await patch(
      id,
      writer.token,
      `<p>Sudah diperbaiki ${mentionOf(named.auth.userId, named.name)}</p>`,
    );
    expect(first.status).toBe(200);
    const edited = (await first.json()) as ForumPost;
    expect(edited.bodyHtml).toContain('Sudah diperbaiki');
    expect(edited.editedAt).not.toBeNull();
    await patch(id, writer.token, `<p>Sekali lagi ${mentionOf(named.auth.userId, named.name)}</p>`);
    expect((await noticesOf(named)).map((n) => n.type)).toEqual(['forum.mention']);
    // The history is the public record: another reader sees both earlier texts, oldest first.
    const history = await request(h.app, 'GET', `/v1/forum/posts/${id}/revisions`, {
      token: named.token,
    });
    const { revisions } = (await history.json()) as ForumPostRevisionList;
    expect(revisions.map((r) => [r.version, r.bodyHtml.slice(0, 19), r.replacedBy?.id])).toEqual([
      [1, '<p>Bagaimana carany', writer.auth.userId],
      [2, '<p>Sudah diperbaiki', writer.auth.userId],
    ]);
  });

  it("keeps a hidden post's history from other readers, as the post itself", async () => {
    const writer = await settledLearner(h, ajar);
    const reader = await settledLearner(h, ajar);
    const { posts } = await startThread(h, qa, writer.token, question('Riwayat tersembunyi'));
    const id = posts[0]!.id;
    await patch(id, writer.token, '<p>Versi kedua</p>');
    const trainer = await h.login('trainer@ajar.local');
    const hide = await request(h.app, 'PUT', `/v1/forum/posts/${id}/hidden`, {
      token: trainer,
      body: { hidden: true },
    });
    expect(hide.status).toBe(200);
    const historyFor = (token: string) =>
      request(h.app, 'GET', `/v1/forum/posts/${id}/revisions`, { token });
    expect((await historyFor(reader.token)).status).toBe(404);
    expect((await historyFor(writer.token)).status).toBe(200);
    expect((await historyFor(trainer)).status).toBe(200);
  });

  it('refuses others, and the writer once the window has closed; staff may', async () => {
    const writer = await settledLearner(h, ajar);
    const other = await settledLearner(h, ajar);
    const { posts } = await startThread(h, qa, writer.token, question('Jendela ubah'));
    const id = posts[0]!.id;
    expect((await patch(id, other.token, '<p>Bukan milik saya</p>')).status).toBe(403);
    const minutes = FORUM_LIMITS.editWindowMinutes + 1;
    await h.database.db
      .updateTable('forum_posts')
      .set({ created_at: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', id)
      .execute();
    const late = await patch(id, writer.token, '<p>Terlambat</p>');
    expect(late.status).toBe(403);
    expect((await errorOf(late)).message).toBe(
      `Tulisan hanya dapat diubah dalam ${FORUM_LIMITS.editWindowMinutes} menit setelah dikirim`,
    );
    expect(
      (await patch(id, await h.login('trainer@ajar.local'), '<p>Dirapikan staf</p>')).status,
    ).toBe(200);
  });
});
