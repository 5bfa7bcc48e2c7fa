import { http, HttpResponse } from 'msw';
import type {
  Leaderboard,
  LeaderboardEntry,
  MyPoints,
  PointEvent,
  PointHistory,
  TeamBoard,
} from '@ajar/api/contract';
import {
  BOARD_NEIGHBOURS,
  BOARD_TOP,
  POINT_PERIODS,
  POINT_RULE_CODES,
  POINT_RULES,
  levelOf,
  type BoardVisibility,
  type PointPeriod,
} from '@ajar/api/contract/point-rules';
import { ROLE } from '@ajar/api/contract/roles';
import { mockRoute } from '../../../api';
import { prepareStory, storyToken } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';

const DAY_MS = 86_400_000;
/**
 * The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on Monday 23 November
 * 2026). Its clock runs on while a screenshot run goes through hundreds of stories, so times
 * are counted from this fixed instant: the days in the history read the same in every picture.
 */
const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
const daysAgo = (days: number) => new Date(STORY_NOW - days * DAY_MS).toISOString();
/** Where each period began in Jakarta: this Monday, the first of the month, none. */
const PERIOD_FROM: Record<PointPeriod, string | null> = {
  week: '2026-11-22T17:00:00.000Z',
  month: '2026-10-31T17:00:00.000Z',
  all: null,
};

type Points = Record<PointPeriod, number>;
interface Learner {
  name: string;
  department: string;
  visibility: BoardVisibility;
  points: Points;
}
const at = (week: number, month: number, all: number): Points => ({ week, month, all });
const learner = (
  name: string,
  department: string,
  points: Points,
  visibility: BoardVisibility = 'public',
): Learner => ({ name, department, visibility, points });

/** The story's signed-in learner (storyToken's user) and her department. */
export const RINA = { name: 'Rina Kusuma', department: 'Penjualan' };

/** The demo company's other learners: ties, anonymous and hidden ones, members without points. */
const ROSTER: Learner[] = [
  learner('Dewi Lestari', 'Penjualan', at(120, 410, 1980)),
  learner('Putri Ramadhani', 'Operasional', at(110, 380, 1720)),
  learner('Andi Saputra', 'Penjualan', at(110, 300, 1500), 'anonymous'),
  learner('Yoga Pratama', 'Keuangan', at(95, 290, 1400)),
  learner('Agus Prasetyo', 'Operasional', at(90, 260, 1320)),
  learner('Bayu Nugroho', 'SDM', at(85, 240, 1100)),
  learner('Sari Wulandari', 'Keuangan', at(80, 230, 990), 'anonymous'),
  learner('Fajar Hidayat', 'Penjualan', at(75, 200, 900)),
  learner('Lina Marlina', 'SDM', at(70, 180, 860)),
  learner('Hendra Gunawan', 'Operasional', at(65, 170, 800)),
  learner('Maya Anggraini', 'Keuangan', at(60, 150, 760)),
  learner('Rudi Hartono', 'Penjualan', at(55, 140, 700)),
  learner('Nur Aini', 'SDM', at(50, 120, 640), 'anonymous'),
  learner('Teguh Santoso', 'Operasional', at(45, 110, 560)),
  learner('Wati Susanti', 'Keuangan', at(44, 100, 520), 'hidden'),
  learner('Dian Permata', 'Operasional', at(30, 90, 420)),
  learner('Siti Rahmawati', 'SDM', at(0, 0, 150)),
  learner('Eko Susilo', 'Keuangan', at(0, 0, 0)),
];

/** Who chose to be anonymous or hidden: no board ever names them. */
export const UNNAMED = ROSTER.filter((person) => person.visibility !== 'public').map((p) => p.name);
/** Everyone else, named on the boards unless the company shows everyone anonymously. */
export const NAMED = ROSTER.filter((person) => person.visibility === 'public').map((p) => p.name);

export interface BoardScenario {
  /** My points per period; all 0 has me on no board. */
  mine?: Points;
  visibility?: BoardVisibility;
  /** The company shows everyone anonymously. */
  companyAnonymous?: boolean;
  /** Staff see the boards but are never on them (nor in the departments' counts). */
  isStaff?: boolean;
  /** Nobody has earned anything yet. */
  isEmpty?: boolean;
}

/** In the top ten this week (ranked fourth, after a tie for second). */
export const IN_TOP_TEN = at(100, 320, 1250);
/** Below the top ten this week: 15th of 16 with 40 points. */
export const BELOW_TOP_TEN = at(40, 100, 380);

function learnersOf(scenario: BoardScenario) {
  if (scenario.isEmpty) return [];
  const me: Learner & { isMe: true } = {
    ...RINA,
    visibility: scenario.visibility ?? 'public',
    points: scenario.mine ?? IN_TOP_TEN,
    isMe: true,
  };
  return [
    ...ROSTER.map((person) => ({ ...person, isMe: false })),
    ...(scenario.isStaff ? [] : [me]),
  ];
}

/** The board as the API answers it (packages/api/src/points/leaderboard.service.ts). */
export function boardOf(period: PointPeriod, scenario: BoardScenario = {}): Leaderboard {
  const withPoints = learnersOf(scenario).filter((person) => person.points[period] > 0);
  const ranked = withPoints
    .filter((person) => person.visibility !== 'hidden')
    .sort((a, b) => b.points[period] - a.points[period]);
  const rankOf = (points: number, among: typeof withPoints) =>
    1 + among.filter((other) => other.points[period] > points).length;
  const entries = ranked.map((person, index): LeaderboardEntry & { position: number } => {
    const named = person.isMe || (!scenario.companyAnonymous && person.visibility === 'public');
    return {
      rank: rankOf(person.points[period], ranked),
      name: named ? person.name : null,
      department: named ? person.department : null,
      points: person.points[period],
      isMe: person.isMe,
      position: index + 1,
    };
  });
  const strip = ({ position: _, ...entry }: (typeof entries)[number]) => entry;
  const mine = entries.find((entry) => entry.isMe);
  const myPoints = scenario.isStaff || scenario.isEmpty ? 0 : (scenario.mine ?? IN_TOP_TEN)[period];
  return {
    period,
    from: PERIOD_FROM[period],
    participants: ranked.length,
    top: entries.filter((entry) => entry.position <= BOARD_TOP).map(strip),
    aroundMe: mine
      ? entries
          .filter((entry) => Math.abs(entry.position - mine.position) <= BOARD_NEIGHBOURS)
          .map(strip)
      : [],
    me: {
      // Among everyone with points, hidden learners too, as the API counts it.
      rank: myPoints > 0 && !scenario.isStaff ? rankOf(myPoints, withPoints) : null,
      points: myPoints,
      visibility: scenario.visibility ?? 'public',
      onBoards: !scenario.isStaff,
    },
  };
}

/** Departments by average points per learner with points, as the API ranks them. */
export function teamBoardOf(period: PointPeriod, scenario: BoardScenario = {}): TeamBoard {
  const people = scenario.isEmpty ? [] : learnersOf(scenario);
  const names = [...new Set(people.map((person) => person.department))];
  const rows = names.map((department) => {
    const members = people.filter((person) => person.department === department);
    const active = members.filter((person) => person.points[period] > 0);
    const points = active.reduce((sum, person) => sum + person.points[period], 0);
    return {
      department,
      members: members.length,
      activeMembers: active.length,
      average: active.length ? Math.round(points / active.length) : 0,
      points,
      isMine: department === RINA.department,
    };
  });
  rows.sort((a, b) => b.average - a.average || a.department.localeCompare(b.department));
  return {
    period,
    from: PERIOD_FROM[period],
    items: rows.map((row) => ({
      ...row,
      rank: 1 + rows.filter((other) => other.average > row.average).length,
    })),
  };
}

/** My points as the API answers them: balance 359 is level 3, 120 points short of level 4. */
export function myPoints(more: Partial<MyPoints> = {}): MyPoints {
  const balance = more.balance ?? 359;
  return {
    balance,
    level: levelOf(balance),
    ranks: { week: 4, month: 3, all: 12 },
    periodPoints: { week: 100, month: 320 },
    visibility: 'public',
    companyAnonymous: false,
    onBoards: true,
    rules: POINT_RULE_CODES.map((code) => {
      const rule = POINT_RULES[code];
      return {
        code,
        points: rule.points,
        scoreBonus: 'scoreBonus' in rule ? rule.scoreBonus : null,
        dailyCap: rule.dailyCap,
      };
    }),
    ...more,
  };
}

/** Staff: points of their own maybe, but no rank anywhere. */
export const staffPoints = (): MyPoints =>
  myPoints({
    balance: 0,
    ranks: { week: null, month: null, all: null },
    periodPoints: { week: 0, month: 0 },
    onBoards: false,
  });

const text = (id: string, en: string) => ({ id, en });
const K3 = text('Dasar-dasar K3', 'Workplace Safety Basics');
const APD = text('Mengenal APD', 'Getting to Know PPE');
const THREAD = text('Cara menghitung komisi penjualan', 'How to work out a sales commission');

/** The newest page of my ledger, with each kind of line once: capped, taken back, unlinked. */
const NEWEST: Omit<PointEvent, 'id'>[] = [
  {
    rule: 'forum.answer_accepted',
    points: -15,
    at: daysAgo(0),
    subject: THREAD,
    href: '/forum/topic/thread?id=7&post=3',
    capped: false,
    reversal: true,
  },
  {
    rule: 'content.completed',
    points: 0,
    at: daysAgo(1),
    subject: APD,
    href: '/my-courses/3',
    capped: true,
    reversal: false,
  },
  {
    rule: 'quiz.passed',
    points: 18,
    at: daysAgo(1),
    subject: text('Kuis Dasar-dasar K3', 'Workplace Safety Basics Quiz'),
    href: '/my-courses/3',
    capped: false,
    reversal: false,
  },
  {
    rule: 'daily_quiz.done',
    points: 5,
    at: daysAgo(2),
    subject: null,
    href: null,
    capped: false,
    reversal: false,
  },
  {
    rule: 'streak.7',
    points: 20,
    at: daysAgo(2),
    subject: null,
    href: null,
    capped: false,
    reversal: false,
  },
  {
    rule: 'course.completed',
    points: 50,
    at: daysAgo(3),
    subject: K3,
    href: '/my-courses/3',
    capped: false,
    reversal: false,
  },
  {
    rule: 'training.verified',
    points: 10,
    at: daysAgo(4),
    subject: text('Pelatihan Pemadam Kebakaran', 'Fire Warden Training'),
    // Not a path of the app: shown as text, never followed.
    href: 'https://contoh.example/pelatihan',
    capped: false,
    reversal: false,
  },
  {
    rule: 'forum.answer_accepted',
    points: 15,
    at: daysAgo(5),
    subject: THREAD,
    href: '/forum/topic/thread?id=7&post=3',
    capped: false,
    reversal: false,
  },
];

/** My whole ledger, newest first: the lines above, then lessons done, a page and a bit. */
export function ledger(total = 23): PointEvent[] {
  const older = Array.from({ length: Math.max(0, total - NEWEST.length) }, (_, index) => ({
    rule: 'content.completed',
    points: 5,
    at: daysAgo(6 + index),
    subject: text(
      `Pelajaran ${index + 1}: Bahaya di Tempat Kerja`,
      `Lesson ${index + 1}: Workplace Hazards`,
    ),
    href: '/my-courses/3',
    capped: false,
    reversal: false,
  }));
  return [...NEWEST, ...older]
    .slice(0, total)
    .map((event, index) => ({ ...event, id: 500 - index }));
}

const HISTORY_PAGE = 20;
const historyPage = (events: PointEvent[], page: number): PointHistory => ({
  items: events.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE),
  page,
  pageCount: Math.max(1, Math.ceil(events.length / HISTORY_PAGE)),
  total: events.length,
});

/**
 * The points API over one learner's state, so what a story saves is what the next read
 * answers. `calls` keeps what the page asked and sent.
 */
export function pointsApi(
  scenario: BoardScenario & { points?: MyPoints; history?: PointEvent[] } = {},
) {
  let points = scenario.points ?? myPoints({ visibility: scenario.visibility ?? 'public' });
  const events = scenario.history ?? ledger();
  const calls = {
    boards: [] as string[],
    departments: [] as string[],
    historyPages: [] as number[],
    saved: [] as BoardVisibility[],
  };
  let isOffline = false;
  const periodOf = (request: Request) =>
    (POINT_PERIODS.find((p) => p === new URL(request.url).searchParams.get('period')) ??
      'week') as PointPeriod;
  const handlers = [
    http.get(mockRoute('/leaderboard'), ({ request }) => {
      const period = periodOf(request);
      calls.boards.push(period);
      return HttpResponse.json(boardOf(period, { ...scenario, visibility: points.visibility }));
    }),
    http.get(mockRoute('/leaderboard/departments'), ({ request }) => {
      const period = periodOf(request);
      calls.departments.push(period);
      return HttpResponse.json(teamBoardOf(period, scenario));
    }),
    http.get(mockRoute('/points/me'), () => HttpResponse.json(points)),
    http.get(mockRoute('/points/history'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      calls.historyPages.push(page);
      return HttpResponse.json(historyPage(events, page));
    }),
    http.put(mockRoute('/points/visibility'), async ({ request }) => {
      const { visibility } = (await request.json()) as { visibility: BoardVisibility };
      calls.saved.push(visibility);
      if (isOffline) return HttpResponse.error();
      points = { ...points, visibility };
      return HttpResponse.json(points);
    }),
  ];
  return {
    handlers,
    calls,
    current: () => points,
    /** Saves fail as they do offline (the request never reaches the API), or work again. */
    setOffline: (offline: boolean) => {
      isOffline = offline;
    },
  };
}

/** Story loaders signed in as an admin: staff see the boards but are on none. */
export const staffLoaders = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600, roleId: ROLE.admin })),
];
