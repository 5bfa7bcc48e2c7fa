import { http, HttpResponse, sse } from 'msw';
import type {
  ForumModuleList,
  ForumPost,
  ForumPostRevision,
  ForumThread,
  ForumThreadPage,
  ForumThreadSummary,
  ForumReportedPost,
  ForumTopicPage,
} from '@ajar/api/contract';
import { mockRoute } from '../../../api';

const HOUR_MS = 3_600_000;
/** Relative to the story's own clock, so "2 jam yang lalu" reads the same on any day. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
const text = (id: string, en: string) => ({ id, en });

const RINA = { id: 4, name: 'Rina Kusuma' };
const YOGA = { id: 8, name: 'Yoga Pratama' };
const DEWI = { id: 3, name: 'Dewi Lestari' };

export const QA_TOPIC = 11;
export const QUESTION_THREAD = 21;

/** The demo company's areas as a signed-in learner of the safety course sees them. */
export function forumModules(options: { signedIn: boolean }): ForumModuleList {
  const unread = (n: number) => (options.signedIn ? n : null);
  const general = {
    id: 1,
    title: text('Umum', 'General'),
    description: text(
      'Pengumuman perusahaan dan tanya jawab seputar belajar di Ajar.',
      'Company announcements and questions about learning on Ajar.',
    ),
    courseId: null,
    isPublic: true,
    topics: [
      {
        id: 10,
        title: text('Pengumuman', 'Announcements'),
        description: text(
          'Kabar resmi dari tim SDM dan pelatihan.',
          'Official news from the HR and training teams.',
        ),
        threadCount: 1,
        postCount: 1,
        lastPostAt: hoursAgo(96),
        unreadThreads: unread(0),
        isLocked: true,
      },
      {
        id: QA_TOPIC,
        title: text('Tanya Jawab', 'Questions and Answers'),
        description: text(
          'Bingung dengan materi atau fitur Ajar? Tanyakan di sini.',
          'Stuck on a course or an Ajar feature? Ask here.',
        ),
        threadCount: 3,
        postCount: 8,
        lastPostAt: hoursAgo(28),
        unreadThreads: unread(2),
        isLocked: false,
      },
    ],
  };
  const safety = {
    id: 2,
    title: text('K3 Gudang', 'Warehouse Health and Safety'),
    description: text(
      'Forum peserta kursus K3 Gudang: APD, bahaya di gudang, dan tanggap darurat.',
      'For learners of the warehouse safety course: PPE, hazards and emergency response.',
    ),
    courseId: 3,
    isPublic: false,
    topics: [
      {
        id: 12,
        title: text('Tanya Jawab Materi', 'Course Questions'),
        description: text(
          'Pertanyaan tentang isi kursus, dijawab oleh trainer.',
          'Questions about the course, answered by the trainers.',
        ),
        threadCount: 1,
        postCount: 3,
        lastPostAt: hoursAgo(37),
        unreadThreads: unread(0),
        isLocked: false,
      },
    ],
  };
  return { items: options.signedIn ? [general, safety] : [general] };
}

const summaries = (signedIn: boolean): ForumThreadSummary[] => [
  {
    id: 22,
    title: 'How do I switch the app to English?',
    kind: 'question',
    author: { id: 10, name: 'Andi Saputra' },
    createdAt: hoursAgo(30),
    replyCount: 1,
    lastPostAt: hoursAgo(28),
    isPinned: false,
    isLocked: false,
    isAnswered: false,
    unreadPosts: signedIn ? 2 : null,
    firstUnreadPostNumber: signedIn ? 1 : null,
  },
  {
    id: 23,
    title: 'Tips belajar di sela jam kerja',
    kind: 'discussion',
    author: { id: 9, name: 'Putri Ramadhani' },
    createdAt: hoursAgo(50),
    replyCount: 2,
    lastPostAt: hoursAgo(45),
    isPinned: false,
    isLocked: false,
    isAnswered: false,
    unreadPosts: signedIn ? 1 : null,
    firstUnreadPostNumber: signedIn ? 3 : null,
  },
  {
    id: QUESTION_THREAD,
    title: 'Apakah sertifikat bisa diunduh sebagai PDF?',
    kind: 'question',
    author: YOGA,
    createdAt: hoursAgo(72),
    replyCount: 1,
    lastPostAt: hoursAgo(70),
    isPinned: false,
    isLocked: false,
    isAnswered: false,
    unreadPosts: signedIn ? 0 : null,
    firstUnreadPostNumber: null,
  },
];

const post = (
  postNumber: number,
  author: { id: number; name: string },
  bodyHtml: string,
  hours: number,
): ForumPost => ({
  id: 100 + postNumber,
  postNumber,
  replyToPostNumber: null,
  author,
  bodyHtml,
  createdAt: hoursAgo(hours),
  editedAt: null,
  isHidden: false,
  reactions: [],
  canEdit: false,
});

/**
 * The forum API over an in-memory question thread, so what a story writes is what the next
 * read answers, as with the real one. `me` is who the story is signed in as (null: visitor).
 */
export function forumApi(
  me: { id: number; name: string } | null = YOGA,
  { moderator = false }: { moderator?: boolean } = {},
) {
  const signedIn = me !== null;
  const posts: ForumPost[] = [
    post(
      1,
      YOGA,
      '<p>Saya sudah lulus kursus Negosiasi, tapi belum menemukan tombol unduh sertifikat. Apakah bisa disimpan sebagai PDF?</p>',
      72,
    ),
    post(
      2,
      DEWI,
      '<p>Bisa. Buka menu <strong>Sertifikat</strong>, pilih sertifikatnya, lalu tekan <em>Cetak</em> dan pilih <em>Simpan sebagai PDF</em>.</p><p><a href="https://ajar.id/bantuan">Panduan lengkap</a></p>',
      70,
    ),
  ];
  // Dewi's answer was edited once, to add the link: its first text is in the history. A fixed
  // time, as the history prints it to the minute (the story calendar keeps running).
  const linkAdded = '2026-11-20T06:00:00.000Z';
  posts[1]!.editedAt = linkAdded;
  const revisions = new Map<number, ForumPostRevision[]>([
    [
      posts[1]!.id,
      [
        {
          version: 1,
          bodyHtml:
            '<p>Bisa. Buka menu <strong>Sertifikat</strong>, lalu tekan <em>Cetak</em>.</p>',
          replacedAt: linkAdded,
          replacedBy: DEWI,
        },
      ],
    ],
  ]);
  // As the API decides: the writer within the edit window, staff any time.
  const editable = (p: ForumPost) =>
    moderator || (p.author.id === me?.id && Date.now() - Date.parse(p.createdAt) < HOUR_MS);
  const shown = (p: ForumPost): ForumPost => ({ ...p, canEdit: editable(p) });
  const thread: ForumThread = {
    id: QUESTION_THREAD,
    title: 'Apakah sertifikat bisa diunduh sebagai PDF?',
    kind: 'question',
    author: YOGA,
    topic: { id: QA_TOPIC, title: text('Tanya Jawab', 'Questions and Answers') },
    module: { id: 1, title: text('Umum', 'General') },
    createdAt: hoursAgo(72),
    postCount: 2,
    highestPostNumber: 2,
    acceptedPostNumber: null,
    isPinned: false,
    isLocked: false,
    lastReadPostNumber: signedIn ? 2 : null,
    isFollowing: signedIn,
    canReply: signedIn,
    canAccept: me?.id === YOGA.id,
    canModerate: moderator,
  };
  const calls = {
    threads: [] as unknown[],
    replies: [] as unknown[],
    read: [] as number[],
    reports: [] as unknown[],
    edits: [] as string[],
    moves: [] as number[],
    topicReads: 0,
    searches: [] as string[],
    decisions: [] as unknown[],
  };
  const queue: ForumReportedPost[] = [
    {
      postId: 301,
      postNumber: 4,
      threadId: 23,
      threadTitle: 'Tips belajar di sela jam kerja',
      authorName: 'Akun Promo',
      excerpt: 'Jual pulsa dan paket data murah, hubungi 0812-0000-0000 sekarang juga!',
      isHidden: false,
      reports: 2,
      reasons: ['spam', 'personal_data'],
      firstReportedAt: hoursAgo(5),
    },
  ];
  let topicFollowed = false;
  let topicRead = false;
  type Reader = { send(message: { event: 'posts'; data: string }): void };
  const readers = new Set<Reader>();
  const tell = (reader: Reader) =>
    reader.send({
      event: 'posts',
      data: JSON.stringify({ highestPostNumber: posts.length, postCount: posts.length }),
    });

  const threadPage = (): ForumThreadPage => ({
    thread: { ...thread, postCount: posts.length, highestPostNumber: posts.length },
    posts: posts.map(shown),
    page: 1,
    pageSize: 20,
    totalPages: 1,
  });

  const topicPage = (filter: string, q: string): ForumTopicPage => {
    const all = summaries(signedIn)
      .map((s) =>
        s.id === QUESTION_THREAD ? { ...s, isAnswered: thread.acceptedPostNumber !== null } : s,
      )
      .map((s) =>
        topicRead && signedIn ? { ...s, unreadPosts: 0, firstUnreadPostNumber: null } : s,
      );
    const narrowed =
      filter === 'unanswered'
        ? all.filter((s) => s.kind === 'question' && !s.isAnswered)
        : filter === 'answered'
          ? all.filter((s) => s.isAnswered)
          : filter === 'mine'
            ? all.filter((s) => s.author.id === me?.id)
            : all;
    // The real API stems words; the fake matches the title's text.
    const items = q
      ? narrowed.filter((s) => s.title.toLowerCase().includes(q.toLowerCase()))
      : narrowed;
    return {
      topic: {
        id: QA_TOPIC,
        title: text('Tanya Jawab', 'Questions and Answers'),
        description: text(
          'Bingung dengan materi atau fitur Ajar? Tanyakan di sini.',
          'Stuck on a course or an Ajar feature? Ask here.',
        ),
        isLocked: false,
        isFollowing: topicFollowed,
      },
      module: { id: 1, title: text('Umum', 'General') },
      canStartThread: signedIn,
      items,
      page: 1,
      pageSize: 20,
      total: items.length,
      totalPages: 1,
    };
  };

  /** Someone else replies: the thread's open readers hear of it, as from the real stream. */
  const arrive = (author: { id: number; name: string }, html: string) => {
    posts.push(post(posts.length + 1, author, html, 0));
    for (const reader of readers) tell(reader);
  };

  const handlers = [
    sse<{ connected: string; posts: string }>(
      mockRoute('/forum/threads/{id}/events'),
      ({ client }) => {
        client.send({ event: 'connected', data: '{}' });
        tell(client);
        readers.add(client);
      },
    ),
    http.get(mockRoute('/forum/modules'), () => HttpResponse.json(forumModules({ signedIn }))),
    http.get(mockRoute('/forum/topics/{id}'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(topicPage(query.get('filter') ?? 'all', query.get('q') ?? ''));
    }),
    http.get(mockRoute('/forum/threads/{id}'), () => HttpResponse.json(threadPage())),
    http.post(mockRoute('/forum/topics/{id}/threads'), async ({ request }) => {
      const body = (await request.json()) as { title: string; kind: 'question'; html: string };
      calls.threads.push(body);
      thread.title = body.title;
      posts.splice(0, posts.length, post(1, me ?? YOGA, body.html, 0));
      return HttpResponse.json(threadPage(), { status: 201 });
    }),
    http.post(mockRoute('/forum/threads/{id}/posts'), async ({ request }) => {
      const body = (await request.json()) as { html: string };
      calls.replies.push(body);
      const created = post(posts.length + 1, me ?? RINA, body.html, 0);
      posts.push(created);
      return HttpResponse.json(shown(created), { status: 201 });
    }),
    http.patch(mockRoute('/forum/posts/{id}'), async ({ params, request }) => {
      const { html } = (await request.json()) as { html: string };
      calls.edits.push(html);
      const target = posts.find((p) => p.id === Number(params.id))!;
      const earlier = revisions.get(target.id) ?? [];
      earlier.push({
        version: earlier.length + 1,
        bodyHtml: target.bodyHtml,
        replacedAt: new Date().toISOString(),
        replacedBy: me,
      });
      revisions.set(target.id, earlier);
      Object.assign(target, { bodyHtml: html, editedAt: new Date().toISOString() });
      return HttpResponse.json(shown(target));
    }),
    http.put(mockRoute('/forum/topics/{id}/following'), async ({ request }) => {
      ({ following: topicFollowed } = (await request.json()) as { following: boolean });
      return HttpResponse.json({ following: topicFollowed });
    }),
    http.put(mockRoute('/forum/topics/{id}/read'), () => {
      calls.topicReads += 1;
      const unread = topicRead ? 0 : summaries(signedIn).filter((s) => s.unreadPosts).length;
      topicRead = true;
      return HttpResponse.json({ threadsMarked: unread });
    }),
    // The whole forum: the fake matches the title's text, the real API stems the words.
    http.get(mockRoute('/forum/search'), ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      calls.searches.push(q);
      const items = summaries(signedIn)
        .filter((s) => s.title.toLowerCase().includes(q))
        .map((s) => ({
          ...s,
          topic: { id: QA_TOPIC, title: text('Tanya Jawab', 'Questions and Answers') },
        }));
      return HttpResponse.json({
        q,
        items,
        page: 1,
        pageSize: 20,
        total: items.length,
        totalPages: 1,
      });
    }),
    // The topic's readers by the start of a word of their name, never the writer.
    http.get(mockRoute('/forum/topics/{id}/people'), ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const people = [DEWI, RINA, YOGA].filter(
        (person) =>
          person.id !== me?.id &&
          person.name
            .toLowerCase()
            .split(' ')
            .some((word) => word.startsWith(q)),
      );
      return HttpResponse.json({ people });
    }),
    http.get(mockRoute('/forum/posts/{id}/revisions'), ({ params }) =>
      HttpResponse.json({ revisions: revisions.get(Number(params.id)) ?? [] }),
    ),
    http.put(mockRoute('/forum/threads/{id}/accepted'), async ({ request }) => {
      const { postNumber } = (await request.json()) as { postNumber: number | null };
      thread.acceptedPostNumber = postNumber;
      return HttpResponse.json(threadPage().thread);
    }),
    http.put(mockRoute('/forum/threads/{id}/following'), async ({ request }) => {
      const { following } = (await request.json()) as { following: boolean };
      thread.isFollowing = following;
      return HttpResponse.json(threadPage().thread);
    }),
    http.put(mockRoute('/forum/threads/{id}/read'), async ({ request }) => {
      const { postNumber } = (await request.json()) as { postNumber: number };
      calls.read.push(postNumber);
      return HttpResponse.json({ lastReadPostNumber: postNumber });
    }),
    http.post(mockRoute('/forum/posts/{id}/reports'), async ({ request }) => {
      calls.reports.push(await request.json());
      return HttpResponse.json({ reported: true, created: true });
    }),
    http.put(mockRoute('/forum/posts/{id}/hidden'), async ({ params, request }) => {
      const { hidden } = (await request.json()) as { hidden: boolean };
      const target = posts.find((p) => p.id === Number(params.id))!;
      target.isHidden = hidden;
      return HttpResponse.json(shown(target));
    }),
    http.put(mockRoute('/forum/threads/{id}/moderation'), async ({ request }) => {
      const change = (await request.json()) as {
        pinned?: boolean;
        locked?: boolean;
        topicId?: number;
      };
      if (change.pinned !== undefined) thread.isPinned = change.pinned;
      if (change.locked !== undefined) thread.isLocked = change.locked;
      if (change.topicId !== undefined) {
        calls.moves.push(change.topicId);
        const topic = forumModules({ signedIn })
          .items.flatMap((area) => area.topics)
          .find((candidate) => candidate.id === change.topicId)!;
        thread.topic = { id: topic.id, title: topic.title };
      }
      return HttpResponse.json(threadPage().thread);
    }),
    http.get(mockRoute('/forum/reports'), () => HttpResponse.json({ items: queue })),
    http.put(mockRoute('/forum/reports/{id}'), async ({ params, request }) => {
      calls.decisions.push({ postId: Number(params.id), ...((await request.json()) as object) });
      const index = queue.findIndex((item) => item.postId === Number(params.id));
      if (index >= 0) queue.splice(index, 1);
      return HttpResponse.json({ resolved: 2 });
    }),
    http.put(mockRoute('/forum/posts/{id}/reactions'), async ({ params, request }) => {
      const { on } = (await request.json()) as { on: boolean };
      const target = posts.find((p) => p.id === Number(params.id))!;
      target.reactions = on ? [{ kind: 'like', count: 1, mine: true }] : [];
      return HttpResponse.json(shown(target));
    }),
  ];
  return { handlers, calls, arrive, readers };
}

export { RINA, YOGA };
