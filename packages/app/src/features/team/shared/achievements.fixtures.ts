import { http, HttpResponse } from 'msw';
import type {
  AchievementCounts,
  BadgeAchievement,
  MemberAchievements,
  PointEvent,
  TeamAchievements,
} from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage } from '@ajar/api/contract/messages';
import {
  ACHIEVEMENT_PAGE_SIZE,
  ACHIEVEMENT_PERIODS,
  ACHIEVEMENT_TYPES,
  type AchievementPeriod,
  type AchievementType,
} from '@ajar/api/contract/team-achievement-rules';
import { mockRoute } from '../../../api';
import { ANDI_ID, COURSES, DEWI_ID, PUTRI_ID, YOGA_ID } from './team.fixtures';

/** Noon of a Jakarta day. */
const on = (day: string) => new Date(`${day}T12:00:00+07:00`).toISOString();
/** Each period's first day on the story clock (23 November 2026, Jakarta). */
export const PERIOD_FROM: Record<AchievementPeriod, string | null> = {
  year: '2026-01-01',
  '12m': '2025-11-23',
  all: null,
};
// Every fake item is at noon in Jakarta, the same day in UTC: its day compares as text.
const inPeriod = (iso: string, period: AchievementPeriod) => {
  const from = PERIOD_FROM[period];
  return from === null || iso.slice(0, 10) >= from;
};

type Course = (typeof COURSES)[keyof typeof COURSES];
interface FakeAchiever {
  id: number;
  name: string;
  position: string | null;
  department: string | null;
  courses: MemberAchievements['courses'];
  certificates: MemberAchievements['certificates'];
  points: PointEvent[];
  badges: BadgeAchievement[];
}
const course = (c: Course, day: string, score: number | null = null) => ({
  course: { id: c.id, title: c.title },
  completedAt: on(day),
  score,
});
const certificate = (code: string, c: Course, day: string, until: string | null = null) => ({
  code,
  course: { id: c.id, title: c.title },
  issuedAt: on(day),
  expiresAt: until && on(until),
});
let eventId = 0;
const point = (rule: PointEvent['rule'], points: number, day: string, c?: Course): PointEvent => ({
  id: (eventId += 1),
  rule,
  points,
  at: on(day),
  subject: c ? c.title : null,
  href: null,
  capped: false,
  reversal: points < 0,
});
const badge = (kind: BadgeAchievement['kind'], value: number, day: string) => ({
  kind,
  value,
  earnedAt: on(day),
});

/**
 * Andi: three courses this year and one late last year (so the last 12 months count four),
 * two certificates, points and badges. Dewi: a daily quiz most days, more points than one page
 * holds. Putri: one course. Yoga: nothing yet.
 */
const PEOPLE: FakeAchiever[] = [
  {
    id: ANDI_ID,
    name: 'Andi Saputra',
    position: 'Staf Penjualan',
    department: 'Penjualan',
    courses: [
      course(COURSES.leadership, '2026-10-02', 88),
      course(COURSES.excel, '2026-06-14'),
      course(COURSES.service, '2026-03-03', 92.5),
      course(COURSES.negotiation, '2025-12-10', 75),
    ],
    certificates: [
      certificate('AJR-7K2M-Q9XD', COURSES.leadership, '2026-10-02', '2028-10-02'),
      certificate('AJR-3HFP-W8LE', COURSES.excel, '2026-06-14'),
    ],
    points: [
      point('course.completed', 50, '2026-10-02', COURSES.leadership),
      point('quiz.passed', 19, '2026-10-01', COURSES.leadership),
      point('forum.answer_accepted', -15, '2026-08-20'),
      point('forum.answer_accepted', 15, '2026-08-19'),
      point('course.completed', 50, '2026-06-14', COURSES.excel),
      point('course.completed', 50, '2026-03-03', COURSES.service),
      point('course.completed', 50, '2025-12-10', COURSES.negotiation),
    ],
    badges: [
      badge('streak', 7, '2026-09-01'),
      badge('level', 2, '2026-03-03'),
      badge('level', 3, '2025-12-10'),
    ],
  },
  {
    id: DEWI_ID,
    name: 'Dewi Lestari',
    position: 'Analis Keuangan',
    department: 'Keuangan',
    courses: [course(COURSES.negotiation, '2026-09-30', 81)],
    certificates: [certificate('AJR-Q2WN-8HTC', COURSES.negotiation, '2026-09-30')],
    points: Array.from({ length: 24 }, (_, i) =>
      point('daily_quiz.done', 5, `2026-11-${String(22 - (i % 20)).padStart(2, '0')}`),
    ),
    badges: [badge('streak', 7, '2026-11-10')],
  },
  {
    id: PUTRI_ID,
    name: 'Putri Ramadhani',
    position: 'Koordinator Gudang',
    department: 'Logistik',
    courses: [course(COURSES.service, '2026-04-12')],
    certificates: [],
    points: [point('course.completed', 50, '2026-04-12', COURSES.service)],
    badges: [],
  },
  {
    id: YOGA_ID,
    name: 'Yoga Pratama',
    position: null,
    department: null,
    courses: [],
    certificates: [],
    points: [],
    badges: [],
  },
].sort((a, b) => a.name.localeCompare(b.name, 'id'));

const itemsOf = (p: FakeAchiever, period: AchievementPeriod) => ({
  courses: p.courses.filter((x) => inPeriod(x.completedAt, period)),
  certificates: p.certificates.filter((x) => inPeriod(x.issuedAt, period)),
  points: p.points.filter((x) => inPeriod(x.at, period)),
  badges: p.badges.filter((x) => inPeriod(x.earnedAt, period)),
});
export function countsOf(p: FakeAchiever, period: AchievementPeriod): AchievementCounts {
  const items = itemsOf(p, period);
  return {
    course: items.courses.length,
    certificate: items.certificates.length,
    point: items.points.reduce((sum, x) => sum + x.points, 0),
    badge: items.badges.length,
  };
}
const person = ({ id, name, position, department }: FakeAchiever) => ({
  id,
  name,
  position,
  department,
});
const LISTS = {
  course: 'courses',
  certificate: 'certificates',
  point: 'points',
  badge: 'badges',
} as const;

export interface AchievementsScenario {
  /** Whose supervisor I am; by default all four. `[]`: nobody reports to me. */
  people?: number[];
  /** The CSV download never reaches the API (offline). */
  exportFails?: boolean;
}

/** Someone's achievements by name, as the stories check them. */
export const achieverOf = (id: number) => PEOPLE.find((p) => p.id === id)!;

/**
 * The team's achievements against MSW, as the API answers them: the list per period, one
 * person's items of one kind a page at a time (404 for anyone not mine, 400 for an unknown
 * kind), and the CSV file, whose requests are counted.
 */
export function achievementsApi({
  people = PEOPLE.map((p) => p.id),
  exportFails = false,
}: AchievementsScenario = {}) {
  const team = PEOPLE.filter((p) => people.includes(p.id));
  const calls = { exports: [] as string[] };
  const periodOf = (request: Request): AchievementPeriod => {
    const asked = new URL(request.url).searchParams.get('period');
    return ACHIEVEMENT_PERIODS.find((p) => p === asked) ?? 'year';
  };
  const refuse = (request: Request, status: 400 | 404) => {
    const lang: Language = request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';
    const key = status === 404 ? 'notFound' : 'invalid';
    return HttpResponse.json(
      {
        error: {
          code: status === 404 ? 'not_found' : 'invalid',
          message: formatMessage(lang, key, { field: 'type' }),
        },
      },
      { status },
    );
  };
  const overview = (period: AchievementPeriod): TeamAchievements => {
    const members = team.map((p) => ({ ...person(p), counts: countsOf(p, period) }));
    const totals = { course: 0, certificate: 0, point: 0, badge: 0 };
    for (const m of members) for (const type of ACHIEVEMENT_TYPES) totals[type] += m.counts[type];
    return { period, from: PERIOD_FROM[period], members, totals };
  };

  const handlers = [
    http.get(mockRoute('/team/achievements'), ({ request }) =>
      HttpResponse.json(overview(periodOf(request))),
    ),
    http.get(mockRoute('/team/achievements/export'), ({ request }) => {
      calls.exports.push(periodOf(request));
      if (exportFails) return HttpResponse.error();
      const rows = overview(periodOf(request)).members.map((m) =>
        [m.name, m.counts.course, m.counts.certificate, m.counts.point, m.counts.badge].join(','),
      );
      return new HttpResponse(`\uFEFFNama,Kursus,Sertifikat,Poin,Lencana\r\n${rows.join('\r\n')}`, {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
    http.get(mockRoute('/team/achievements/members/{id}/{type}'), ({ params, request }) => {
      const type = ACHIEVEMENT_TYPES.find((x) => x === params.type) as AchievementType | undefined;
      if (!type) return refuse(request, 400);
      const p = team.find((x) => x.id === Number(params.id));
      if (!p) return refuse(request, 404);
      const period = periodOf(request);
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const items = itemsOf(p, period);
      const all = items[LISTS[type]];
      const start = (page - 1) * ACHIEVEMENT_PAGE_SIZE;
      const answer: MemberAchievements = {
        period,
        from: PERIOD_FROM[period],
        member: person(p),
        type,
        counts: countsOf(p, period),
        page,
        pageCount: Math.max(1, Math.ceil(all.length / ACHIEVEMENT_PAGE_SIZE)),
        total: all.length,
        courses: [],
        certificates: [],
        points: [],
        badges: [],
        [LISTS[type]]: all.slice(start, start + ACHIEVEMENT_PAGE_SIZE),
      };
      return HttpResponse.json(answer);
    }),
  ];
  return { handlers, calls };
}
