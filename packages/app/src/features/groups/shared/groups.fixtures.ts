import { http, HttpResponse } from 'msw';
import type {
  GroupCourseSummary,
  GroupDetail,
  GroupSummary,
  JoinableGroupList,
  MyGroupList,
} from '@ajar/api/contract';
import { mockRoute } from '../../../api';

const DAY_MS = 86_400_000;
/**
 * The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on 23 November 2026). Its
 * clock runs on while a screenshot run goes through hundreds of stories, so times are counted
 * from this fixed instant, not from the clock: "pukul 10.00" reads the same in every picture.
 */
const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
const daysFromNow = (days: number) => new Date(STORY_NOW + days * DAY_MS).toISOString();
const justNow = () => new Date(STORY_NOW).toISOString();
const text = (id: string, en: string) => ({ id, en });

/** The story's signed-in person (storyToken's user), and the others of the demo company. */
export const RINA = { id: 4, name: 'Rina Kusuma' };
export const DEWI = { id: 3, name: 'Dewi Lestari' };
export const PUTRI = { id: 9, name: 'Putri Ramadhani' };
export const ANDI = { id: 10, name: 'Andi Saputra' };
export const YOGA = { id: 8, name: 'Yoga Pratama' };
export const AGUS = { id: 6, name: 'Agus Prasetyo' };

export const SALES_GROUP = 1;
export const EXCEL_GROUP = 2;
export const SALES_TOPIC = 31;
export const VALID_CODE = 'K7MP2QXR';
export const EXPIRED_CODE = 'BASAHXYZ';
export const USED_UP_CODE = 'HABXSXYZ';

const negotiation = (): GroupCourseSummary => ({
  courseId: 4,
  title: text('Negosiasi B2B', 'B2B Negotiation'),
  dueAt: daysFromNow(9),
  myProgress: 40,
  completedCount: 1,
  memberCount: 4,
});
const excel = (): GroupCourseSummary => ({
  courseId: 2,
  title: text('Excel untuk Laporan Penjualan', 'Excel for Sales Reports'),
  dueAt: null,
  myProgress: 100,
  completedCount: 2,
  memberCount: 3,
});

/** Rina leads the sales team, with a waiting request and a live code. */
export function salesGroup(): GroupDetail {
  const progress = (a: number | null, b: number | null) => [
    { courseId: 4, progress: a, completedAt: a === 100 ? daysFromNow(-2) : null },
    { courseId: 2, progress: b, completedAt: b === 100 ? daysFromNow(-5) : null },
  ];
  return {
    id: SALES_GROUP,
    name: 'Tim Penjualan Jakarta',
    description:
      'Tim penjualan area Jakarta: belajar negosiasi bersama, berbagi kiat menghadapi klien korporat tiap Jumat sore.',
    createdAt: daysFromNow(-21),
    myRole: 'leader',
    canManage: true,
    members: [
      { ...RINA, role: 'leader', joinedAt: daysFromNow(-21), progress: progress(40, 100) },
      { ...DEWI, role: 'leader', joinedAt: daysFromNow(-20), progress: progress(100, 100) },
      { ...ANDI, role: 'member', joinedAt: daysFromNow(-14), progress: progress(0, null) },
      { ...PUTRI, role: 'member', joinedAt: daysFromNow(-3), progress: progress(65, 30) },
    ],
    courses: [negotiation(), { ...excel(), memberCount: 4, completedCount: 2, myProgress: 100 }],
    requests: [{ ...YOGA, requestedAt: daysFromNow(-1) }],
    joinCode: {
      code: VALID_CODE,
      expiresAt: daysFromNow(14),
      maxUses: 30,
      uses: 3,
      isUsable: true,
    },
    forumTopicId: SALES_TOPIC,
  };
}

/** The same group as a plain member sees it: others' progress and the code are not theirs. */
export function salesGroupAsMember(): GroupDetail {
  const group = salesGroup();
  return {
    ...group,
    myRole: 'member',
    canManage: false,
    members: group.members.map((m) =>
      m.id === RINA.id ? { ...m, role: 'member' } : { ...m, progress: null },
    ),
    requests: [],
    joinCode: null,
  };
}

const summaryOf = (group: GroupDetail, pending: number | null): GroupSummary => ({
  id: group.id,
  name: group.name,
  description: group.description,
  myRole: group.myRole ?? 'member',
  memberCount: group.members.length,
  courses: group.courses,
  pendingRequests: pending,
});

export const excelGroup = (): GroupSummary => ({
  id: EXCEL_GROUP,
  name: 'Komunitas Excel Ajar',
  description:
    'Untuk siapa saja yang ingin lebih cepat mengolah data di Excel: rumus, PivotTable, dan templat laporan.',
  myRole: 'member',
  memberCount: 3,
  courses: [excel()],
  pendingRequests: null,
});

export function myGroupList(): MyGroupList {
  return {
    items: [summaryOf(salesGroup(), 1), excelGroup()],
    requests: [
      {
        groupId: 5,
        name: 'Klub Buku Kepemimpinan',
        state: 'requested',
        requestedAt: daysFromNow(-2),
      },
    ],
  };
}

export function joinableGroups(): JoinableGroupList {
  return {
    items: [
      {
        id: 5,
        name: 'Klub Buku Kepemimpinan',
        description: 'Satu buku kepemimpinan sebulan, dibahas bersama di akhir bulan.',
        memberCount: 7,
        myRequest: 'requested',
      },
      {
        id: 6,
        name: 'Relawan K3 Gudang',
        description: 'Relawan keselamatan kerja: inspeksi bulanan dan simulasi evakuasi.',
        memberCount: 12,
        myRequest: null,
      },
      {
        id: 7,
        name: 'Tim Layanan Pelanggan',
        description: '',
        memberCount: 5,
        myRequest: 'rejected',
      },
    ],
  };
}

const candidatesAll = [AGUS, ANDI, { id: 11, name: 'Bayu Nugroho' }, YOGA, PUTRI].filter(
  (p) => p.id !== ANDI.id && p.id !== PUTRI.id,
);

const courseOptionsAll = [
  {
    id: 6,
    title: text('Komunikasi Efektif', 'Effective Communication'),
    isFree: true,
    canAdd: true,
  },
  { id: 3, title: text('K3 Gudang', 'Warehouse Safety'), isFree: true, canAdd: true },
  {
    id: 1,
    title: text('Dasar Kepemimpinan', 'Leadership Basics'),
    isFree: false,
    canAdd: false,
  },
];

const error = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

/**
 * The groups API over in-memory groups, so what a story writes is what the next read
 * answers, as with the real one. `as`: Rina leads the sales group, or is a plain member of it.
 * `calls` keeps what the page sent.
 */
export function groupsApi({ as = 'leader' }: { as?: 'leader' | 'member' } = {}) {
  let group = as === 'leader' ? salesGroup() : salesGroupAsMember();
  let mine = myGroupList();
  let joinable = joinableGroups();
  let codeTries = 0;
  const calls = {
    created: [] as unknown[],
    joined: [] as string[],
    asked: [] as number[],
    answered: [] as { userId: number; accept: boolean }[],
    added: [] as number[][],
    removed: [] as number[],
    roles: [] as { userId: number; role: string }[],
    codes: [] as unknown[],
    courses: [] as unknown[],
    left: 0,
  };
  const handlers = [
    http.get(mockRoute('/groups/mine'), () => HttpResponse.json(mine)),
    http.get(mockRoute('/groups/joinable'), () => HttpResponse.json(joinable)),
    http.post(mockRoute('/groups'), async ({ request }) => {
      const body = (await request.json()) as { name: string; description: string };
      calls.created.push(body);
      const created: GroupDetail = {
        ...salesGroup(),
        id: 40,
        name: body.name,
        description: body.description,
        members: [{ ...RINA, role: 'leader', joinedAt: justNow(), progress: [] }],
        courses: [],
        requests: [],
        joinCode: null,
      };
      group = created;
      mine = { ...mine, items: [summaryOf(created, 0), ...mine.items] };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(mockRoute('/groups/join'), async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const typed = code.replace(/[\s-]/g, '').toUpperCase();
      calls.joined.push(typed);
      codeTries += 1;
      if (codeTries > 10)
        return error(
          429,
          'too_many_attempts',
          'Terlalu banyak percobaan. Coba lagi dalam 600 detik.',
        );
      if (typed === EXPIRED_CODE)
        return error(
          410,
          'code_expired',
          'Kode grup ini sudah kedaluwarsa. Minta kode baru kepada pemimpin grup.',
          'code',
        );
      if (typed === USED_UP_CODE)
        return error(
          410,
          'code_used_up',
          'Kode grup ini sudah mencapai batas pemakaian. Minta kode baru kepada pemimpin grup.',
          'code',
        );
      if (typed !== VALID_CODE) return error(404, 'not_found', 'Kode tidak ditemukan', 'code');
      return HttpResponse.json({ groupId: SALES_GROUP, name: group.name, alreadyMember: false });
    }),
    http.post(mockRoute('/groups/{id}/requests'), ({ params }) => {
      const id = Number(params.id);
      calls.asked.push(id);
      joinable = {
        items: joinable.items.map((g) => (g.id === id ? { ...g, myRequest: 'requested' } : g)),
      };
      return HttpResponse.json(joinable);
    }),
    http.get(mockRoute('/groups/{id}'), ({ params }) =>
      Number(params.id) === group.id
        ? HttpResponse.json(group)
        : error(404, 'not_found', 'Grup tidak ditemukan', 'group'),
    ),
    http.put(mockRoute('/groups/{id}/requests/{userId}'), async ({ params, request }) => {
      const userId = Number(params.userId);
      const { accept } = (await request.json()) as { accept: boolean };
      calls.answered.push({ userId, accept });
      const asker = group.requests.find((r) => r.id === userId);
      group = {
        ...group,
        requests: group.requests.filter((r) => r.id !== userId),
        members:
          accept && asker
            ? [
                ...group.members,
                {
                  id: asker.id,
                  name: asker.name,
                  role: 'member',
                  joinedAt: justNow(),
                  progress: group.courses.map((c) => ({
                    courseId: c.courseId,
                    progress: 0,
                    completedAt: null,
                  })),
                },
              ]
            : group.members,
      };
      return HttpResponse.json(group);
    }),
    http.get(mockRoute('/groups/{id}/candidates'), ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const inGroup = new Set(group.members.map((m) => m.id));
      const items = candidatesAll.filter(
        (p) =>
          !inGroup.has(p.id) &&
          (!q ||
            p.name
              .toLowerCase()
              .split(' ')
              .some((word) => word.startsWith(q))),
      );
      return HttpResponse.json({ items });
    }),
    http.post(mockRoute('/groups/{id}/members'), async ({ request }) => {
      const { userIds } = (await request.json()) as { userIds: number[] };
      calls.added.push(userIds);
      const people = candidatesAll.filter((p) => userIds.includes(p.id));
      group = {
        ...group,
        members: [
          ...group.members,
          ...people.map((p) => ({
            ...p,
            role: 'member' as const,
            joinedAt: justNow(),
            progress: group.courses.map((c) => ({
              courseId: c.courseId,
              progress: 0,
              completedAt: null,
            })),
          })),
        ],
      };
      return HttpResponse.json(group);
    }),
    http.delete(mockRoute('/groups/{id}/members/{userId}'), ({ params }) => {
      const userId = Number(params.userId);
      calls.removed.push(userId);
      group = { ...group, members: group.members.filter((m) => m.id !== userId) };
      return HttpResponse.json(group);
    }),
    http.delete(mockRoute('/groups/{id}/membership'), () => {
      calls.left += 1;
      const leaders = group.members.filter((m) => m.role === 'leader');
      if (group.myRole === 'leader' && leaders.length === 1 && group.members.length > 1)
        return error(409, 'last_leader', 'Tunjuk pemimpin lain sebelum Anda keluar dari grup ini');
      mine = { ...mine, items: mine.items.filter((g) => g.id !== group.id) };
      return HttpResponse.json(mine);
    }),
    http.put(mockRoute('/groups/{id}/members/{userId}/role'), async ({ params, request }) => {
      const userId = Number(params.userId);
      const { role } = (await request.json()) as { role: 'leader' | 'member' };
      calls.roles.push({ userId, role });
      group = {
        ...group,
        members: group.members.map((m) => (m.id === userId ? { ...m, role } : m)),
      };
      return HttpResponse.json(group);
    }),
    http.put(mockRoute('/groups/{id}/code'), async ({ request }) => {
      const body = (await request.json()) as {
        expiresInDays: number | null;
        maxUses: number | null;
      };
      calls.codes.push(body);
      group = {
        ...group,
        joinCode: {
          code: 'R4TW9NCE',
          expiresAt: body.expiresInDays ? daysFromNow(body.expiresInDays) : null,
          maxUses: body.maxUses,
          uses: 0,
          isUsable: true,
        },
      };
      return HttpResponse.json(group);
    }),
    http.delete(mockRoute('/groups/{id}/code'), () => {
      calls.codes.push('revoke');
      group = { ...group, joinCode: null };
      return HttpResponse.json(group);
    }),
    http.get(mockRoute('/groups/{id}/course-options'), ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const inGroup = new Set(group.courses.map((c) => c.courseId));
      const items = courseOptionsAll.filter(
        (c) =>
          !inGroup.has(c.id) &&
          (!q || c.title.id.toLowerCase().includes(q) || c.title.en.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ items });
    }),
    http.post(mockRoute('/groups/{id}/courses'), async ({ request }) => {
      const body = (await request.json()) as { courseId: number; dueOn?: string };
      calls.courses.push(body);
      const option = courseOptionsAll.find((c) => c.id === body.courseId)!;
      group = {
        ...group,
        courses: [
          ...group.courses,
          {
            courseId: option.id,
            title: option.title,
            dueAt: body.dueOn ? new Date(`${body.dueOn}T23:59:59.999+07:00`).toISOString() : null,
            myProgress: 0,
            completedCount: 0,
            memberCount: group.members.length,
          },
        ],
      };
      return HttpResponse.json(
        { courseId: option.id, enrolled: group.members.length },
        { status: 201 },
      );
    }),
    http.delete(mockRoute('/groups/{id}/courses/{courseId}'), ({ params }) => {
      const courseId = Number(params.courseId);
      calls.courses.push({ removed: courseId });
      group = { ...group, courses: group.courses.filter((c) => c.courseId !== courseId) };
      return HttpResponse.json(group);
    }),
  ];
  return { handlers, calls, current: () => group };
}
