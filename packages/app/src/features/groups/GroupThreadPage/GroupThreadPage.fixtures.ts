import { http, HttpResponse } from 'msw';
import type { ForumThreadSummary, ForumTopicPage } from '@ajar/api/contract';
import { mockRoute } from '../../../api';
import { ANDI, DEWI, PUTRI, RINA, SALES_TOPIC } from '../shared/groups.fixtures';

const HOUR_MS = 3_600_000;
/** Relative to the story's own clock, so "2 jam yang lalu" reads the same on any day. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** Three to a page, so the four threads of the sales group's discussion take two pages. */
export const GROUP_PAGE_SIZE = 3;

const thread = (
  id: number,
  title: string,
  author: { id: number; name: string },
  hours: number,
  more: Partial<ForumThreadSummary> = {},
): ForumThreadSummary => ({
  id,
  title,
  kind: 'discussion',
  author,
  createdAt: hoursAgo(hours),
  replyCount: 0,
  lastPostAt: hoursAgo(hours),
  isPinned: false,
  isLocked: false,
  isAnswered: false,
  unreadPosts: 0,
  firstUnreadPostNumber: null,
  ...more,
});

/** The sales team's discussion, newest activity first, the leader's agenda pinned. */
export const salesThreads = (): ForumThreadSummary[] => [
  thread(41, 'Agenda belajar bersama Jumat ini', DEWI, 20, { isPinned: true, replyCount: 3 }),
  thread(42, 'Cara menjawab klien yang minta diskon besar?', ANDI, 5, {
    kind: 'question',
    replyCount: 2,
    unreadPosts: 1,
    firstUnreadPostNumber: 3,
  }),
  thread(43, 'Rangkuman modul 2 Negosiasi B2B', PUTRI, 30, { replyCount: 1 }),
  thread(44, 'Templat proposal untuk klien korporat', RINA, 70, {
    kind: 'question',
    replyCount: 1,
    isAnswered: true,
  }),
];

/**
 * The forum API's reads of the sales group's topic (only members read it: another topic is a
 * 404), filtered, searched and paged as the real one pages.
 */
export function groupTopicApi({
  threads = salesThreads(),
}: { threads?: ForumThreadSummary[] } = {}) {
  let isFollowing = false;
  const page = (query: URLSearchParams): ForumTopicPage => {
    const filter = query.get('filter') ?? 'all';
    const q = (query.get('q') ?? '').toLowerCase();
    const narrowed = threads.filter(
      (s) =>
        (filter === 'unanswered'
          ? s.kind === 'question' && !s.isAnswered
          : filter === 'answered'
            ? s.isAnswered
            : filter === 'mine'
              ? s.author.id === RINA.id
              : true) && s.title.toLowerCase().includes(q),
    );
    const totalPages = Math.max(1, Math.ceil(narrowed.length / GROUP_PAGE_SIZE));
    const current = Math.min(Number(query.get('page') ?? 1), totalPages);
    const name = { id: 'Tim Penjualan Jakarta', en: 'Tim Penjualan Jakarta' };
    return {
      topic: { id: SALES_TOPIC, title: name, description: name, isLocked: false, isFollowing },
      module: { id: 9, title: { id: 'Grup', en: 'Groups' } },
      canStartThread: true,
      items: narrowed.slice((current - 1) * GROUP_PAGE_SIZE, current * GROUP_PAGE_SIZE),
      page: current,
      pageSize: GROUP_PAGE_SIZE,
      total: narrowed.length,
      totalPages,
    };
  };
  const handlers = [
    http.get(mockRoute('/forum/topics/{id}'), ({ params, request }) =>
      Number(params.id) === SALES_TOPIC
        ? HttpResponse.json(page(new URL(request.url).searchParams))
        : HttpResponse.json(
            { error: { code: 'not_found', message: 'Topik tidak ditemukan', field: 'topic' } },
            { status: 404 },
          ),
    ),
    http.put(mockRoute('/forum/topics/{id}/following'), async ({ request }) => {
      ({ following: isFollowing } = (await request.json()) as { following: boolean });
      return HttpResponse.json({ following: isFollowing });
    }),
  ];
  return { handlers };
}
