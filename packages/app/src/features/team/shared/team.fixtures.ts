import { delay, http, HttpResponse } from 'msw';
import type {
  AssignableCourse,
  AssignCourseRequest,
  TeamMember,
  TeamMemberCourse,
  TeamMemberDetail,
  TeamOverview,
} from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage, type MessageKey } from '@ajar/api/contract/messages';
import { TEAM_LIMITS, type TeamCourseState } from '@ajar/api/contract/team-rules';
import { mockRoute } from '../../../api';
import { dayInZone } from '../../../shared/dates/eventTime';
import { trainingRecordsApi } from '../../../shared/fixtures/trainingRecords.fixtures';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on 23 November 2026). Its
 * clock runs on while a screenshot run goes through hundreds of stories, so times are counted
 * from this fixed instant, not from the clock.
 */
const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
const ago = (days: number, hours = 0) =>
  new Date(STORY_NOW - days * DAY_MS - hours * HOUR_MS).toISOString();
/** The last instant of a Jakarta day: how the API stores a due date. */
const endOf = (day: string) => new Date(`${day}T23:59:59.999+07:00`).toISOString();
/** Noon of a Jakarta day, for a completion or a certificate. */
const on = (day: string) => new Date(`${day}T12:00:00+07:00`).toISOString();
const text = (id: string, en: string) => ({ id, en });

/** The story's signed-in supervisor (storyToken's user). */
export const RINA = 'Rina Kusuma';
/** The yearly training hours target of the story company. */
export const HOURS_TARGET = 20;

/** The company's courses a supervisor may assign (none paid: the API leaves those out). */
export const COURSES = {
  leadership: { id: 1, title: text('Dasar Kepemimpinan', 'Leadership Basics'), hours: 6 },
  excel: {
    id: 2,
    title: text('Excel untuk Laporan Penjualan', 'Excel for Sales Reports'),
    hours: 4,
  },
  safety: {
    id: 3,
    title: text(
      'Keselamatan dan Kesehatan Kerja (K3) Dasar',
      'Occupational Health and Safety Basics',
    ),
    hours: 3,
  },
  negotiation: { id: 4, title: text('Negosiasi B2B', 'B2B Negotiation'), hours: 5 },
  service: {
    id: 5,
    title: text('Layanan Pelanggan Prima', 'Excellent Customer Service'),
    hours: 2.5,
  },
  communication: {
    id: 6,
    title: text('Komunikasi Efektif', 'Effective Communication'),
    hours: 3.5,
  },
  time: { id: 7, title: text('Manajemen Waktu', 'Time Management'), hours: 1.5 },
  presenting: {
    id: 8,
    title: text('Presentasi yang Meyakinkan', 'Persuasive Presentations'),
    hours: 2,
  },
} as const;
type Course = (typeof COURSES)[keyof typeof COURSES];
// By Indonesian title, as the API lists them.
const ALL_COURSES: readonly Course[] = Object.values(COURSES).sort((a, b) =>
  a.title.id.localeCompare(b.title.id, 'id'),
);

interface Enrolment {
  course: Course;
  progress: number;
  dueAt: string | null;
  assignedBy: string | null;
  assignedAt: string | null;
  note: string | null;
  completedAt: string | null;
  lastActivityAt: string;
}
interface FakePerson {
  id: number;
  name: string;
  email: string;
  position: string | null;
  department: string | null;
  enrolments: Enrolment[];
  certificates: TeamMemberDetail['certificates'];
  log: TeamMemberDetail['log'];
}

const enrolment = (course: Course, facts: Partial<Enrolment>): Enrolment => ({
  course,
  progress: 0,
  dueAt: null,
  assignedBy: null,
  assignedAt: null,
  note: null,
  completedAt: null,
  lastActivityAt: facts.completedAt ?? facts.assignedAt ?? ago(30),
  ...facts,
});
const done = (course: Course, day: string) =>
  enrolment(course, { progress: 100, completedAt: on(day) });
const valid = (code: string, course: Course, day: string) => ({
  code,
  course: { id: course.id, title: course.title },
  issuedAt: on(day),
  state: 'valid' as const,
});
const assigned = (course: Course, at: string, due: string) => ({
  action: 'course.assigned' as const,
  by: RINA,
  at,
  course: { id: course.id, title: course.title },
  dueAt: endOf(due),
});

/** A sales clerk with an overdue safety course, one under way, one not started, three done. */
export const ANDI_ID = 10;
const andi = (): FakePerson => ({
  id: ANDI_ID,
  name: 'Andi Saputra',
  email: 'andi.saputra@ajar.local',
  position: 'Staf Penjualan',
  department: 'Penjualan',
  enrolments: [
    enrolment(COURSES.safety, {
      progress: 40,
      dueAt: endOf('2026-11-15'),
      assignedBy: RINA,
      assignedAt: ago(34),
      note: 'Wajib sebelum audit K3 bulan Desember.',
      lastActivityAt: ago(3),
    }),
    enrolment(COURSES.communication, {
      progress: 60,
      dueAt: endOf('2026-12-12'),
      assignedBy: RINA,
      assignedAt: ago(13),
      lastActivityAt: ago(0, 2),
    }),
    enrolment(COURSES.negotiation, { lastActivityAt: ago(20) }),
    { ...done(COURSES.leadership, '2026-10-02'), dueAt: endOf('2026-10-31'), assignedBy: RINA },
    done(COURSES.excel, '2026-06-14'),
    done(COURSES.service, '2026-03-03'),
  ],
  certificates: [
    valid('AJR-7K2M-Q9XD', COURSES.leadership, '2026-10-02'),
    valid('AJR-3HFP-W8LE', COURSES.excel, '2026-06-14'),
    { ...valid('AJR-M4TR-6ZQN', COURSES.service, '2026-03-03'), state: 'expired' },
  ],
  log: [
    assigned(COURSES.communication, ago(13), '2026-12-12'),
    assigned(COURSES.safety, ago(34), '2026-11-15'),
    assigned(COURSES.leadership, ago(80), '2026-10-31'),
  ],
});

/** An analyst past the hours target, two courses under way. */
export const DEWI_ID = 3;
const dewi = (): FakePerson => ({
  id: DEWI_ID,
  name: 'Dewi Lestari',
  email: 'dewi.lestari@ajar.local',
  position: 'Analis Keuangan',
  department: 'Keuangan',
  enrolments: [
    enrolment(COURSES.time, {
      progress: 70,
      dueAt: endOf('2027-01-15'),
      assignedBy: RINA,
      assignedAt: ago(6),
      lastActivityAt: ago(1),
    }),
    enrolment(COURSES.presenting, { progress: 20, lastActivityAt: ago(4) }),
    done(COURSES.negotiation, '2026-09-30'),
    done(COURSES.safety, '2026-09-09'),
    done(COURSES.communication, '2026-08-01'),
    done(COURSES.service, '2026-07-07'),
    done(COURSES.leadership, '2026-05-20'),
    done(COURSES.excel, '2026-02-10'),
  ],
  certificates: [
    valid('AJR-Q2WN-8HTC', COURSES.negotiation, '2026-09-30'),
    valid('AJR-5LMX-R7DV', COURSES.safety, '2026-09-09'),
    valid('AJR-K9PB-3YEJ', COURSES.communication, '2026-08-01'),
  ],
  log: [assigned(COURSES.time, ago(6), '2027-01-15')],
});

/** A warehouse coordinator with two overdue courses. */
export const PUTRI_ID = 9;
const putri = (): FakePerson => ({
  id: PUTRI_ID,
  name: 'Putri Ramadhani',
  email: 'putri.ramadhani@ajar.local',
  position: 'Koordinator Gudang',
  department: 'Logistik',
  enrolments: [
    enrolment(COURSES.time, {
      progress: 80,
      dueAt: endOf('2026-11-01'),
      assignedBy: RINA,
      assignedAt: ago(40),
      lastActivityAt: ago(12),
    }),
    enrolment(COURSES.safety, {
      dueAt: endOf('2026-11-20'),
      assignedBy: RINA,
      assignedAt: ago(25),
      note: 'Termasuk simulasi evakuasi gudang.',
    }),
    enrolment(COURSES.communication, {
      dueAt: endOf('2027-01-31'),
      assignedBy: RINA,
      assignedAt: ago(14),
    }),
    done(COURSES.service, '2026-04-12'),
  ],
  certificates: [valid('AJR-8VCE-N4GS', COURSES.service, '2026-04-12')],
  log: [
    assigned(COURSES.communication, ago(14), '2027-01-31'),
    assigned(COURSES.safety, ago(25), '2026-11-20'),
    assigned(COURSES.time, ago(40), '2026-11-01'),
  ],
});

/** New on the team: no position on record, no course, no activity. */
export const YOGA_ID = 8;
const yoga = (): FakePerson => ({
  id: YOGA_ID,
  name: 'Yoga Pratama',
  email: 'yoga.pratama@ajar.local',
  position: null,
  department: null,
  enrolments: [],
  certificates: [],
  log: [],
});

/** Nobody's id on my team: the API answers 404, as for anyone not my direct report. */
export const STRANGER_ID = 99;

// The API's rules (packages/api/src/team/team-progress.ts), over the fake's enrolments.
const stateOf = (e: Enrolment): TeamCourseState => {
  if (e.completedAt !== null) return 'completed';
  if (e.dueAt !== null && Date.parse(e.dueAt) < Date.now()) return 'overdue';
  return e.progress > 0 ? 'inProgress' : 'notStarted';
};
const RANK: Record<TeamCourseState, number> = {
  overdue: 0,
  inProgress: 1,
  notStarted: 1,
  completed: 2,
};
const time = (iso: string | null) => (iso === null ? Infinity : Date.parse(iso));
const byUrgency = (rows: readonly Enrolment[]) =>
  [...rows].sort((a, b) => {
    const rank = RANK[stateOf(a)] - RANK[stateOf(b)];
    if (rank !== 0) return rank;
    if (a.completedAt !== null && b.completedAt !== null)
      return time(b.completedAt) - time(a.completedAt);
    return time(a.dueAt) - time(b.dueAt);
  });

function memberOf(person: FakePerson): TeamMember {
  const courses = { notStarted: 0, inProgress: 0, completed: 0, overdue: 0 };
  for (const e of person.enrolments) courses[stateOf(e)] += 1;
  const hours = person.enrolments
    .filter((e) => e.completedAt !== null && e.completedAt >= on('2026-01-01'))
    .reduce((sum, e) => sum + e.course.hours, 0);
  const last = person.enrolments.map((e) => e.lastActivityAt).sort();
  return {
    id: person.id,
    name: person.name,
    position: person.position,
    department: person.department,
    courses,
    hours: { done: hours, target: HOURS_TARGET },
    certificates: person.certificates.filter((c) => c.state === 'valid').length,
    lastActivityAt: last.at(-1) ?? null,
  };
}

const courseOf = (e: Enrolment): TeamMemberCourse => ({
  course: { id: e.course.id, title: e.course.title },
  state: stateOf(e),
  progress: e.progress,
  hours: e.course.hours,
  dueAt: e.dueAt,
  assignedBy: e.assignedBy,
  assignedAt: e.assignedAt,
  note: e.note,
  completedAt: e.completedAt,
  lastActivityAt: e.lastActivityAt,
});

export interface TeamScenario {
  /** My direct reports; by default Andi, Dewi, Putri and Yoga. `[]`: someone with no team. */
  people?: ('andi' | 'dewi' | 'putri' | 'yoga')[];
  /** Assignments never reach the API (offline). */
  offline?: boolean;
  /** Milliseconds an assignment takes to answer, to see it under way. */
  slow?: number;
  /** The company has no course I may assign (only paid ones, and I am no trainer). */
  nothingToAssign?: boolean;
}

const PEOPLE = { andi, dewi, putri, yoga };

/**
 * My team against MSW, as the API answers it: the list, a person, what may be assigned to
 * them, and assigning, which enrols or dates, logs it, and shows on the next read; the
 * training records they sent me to check. Messages
 * come in the request's language from the API's own templates.
 */
export function teamApi({
  people = ['andi', 'dewi', 'putri', 'yoga'],
  offline = false,
  slow = 0,
  nothingToAssign = false,
}: TeamScenario = {}) {
  const team = people
    .map((name) => PEOPLE[name]())
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));
  const calls = { assignments: [] as AssignCourseRequest[] };
  const find = (id: unknown) => team.find((p) => p.id === Number(id));
  const refuse = (
    request: Request,
    status: number,
    code: string,
    key: MessageKey,
    field?: string,
  ) => {
    const lang: Language = request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';
    const message = formatMessage(lang, key, { field: 'Anggota', n: TEAM_LIMITS.dueMaxDays });
    return HttpResponse.json({ error: { code, message, field } }, { status });
  };
  const notMine = (request: Request) => refuse(request, 404, 'not_found', 'notFound');

  const overview = (): TeamOverview => ({ year: 2026, members: team.map(memberOf) });
  const detail = (person: FakePerson): TeamMemberDetail => ({
    member: memberOf(person),
    email: person.email,
    courses: byUrgency(person.enrolments).map(courseOf),
    certificates: person.certificates,
    log: person.log,
  });
  const assignable = (person: FakePerson): { items: AssignableCourse[] } => ({
    items: (nothingToAssign ? [] : ALL_COURSES).map((course) => {
      const e = person.enrolments.find((x) => x.course.id === course.id);
      return {
        id: course.id,
        title: course.title,
        hours: course.hours,
        standing: !e ? 'none' : e.completedAt === null ? 'enrolled' : 'completed',
      };
    }),
  });

  // The records Putri and Yoga sent me (one waits for my check); none without a team.
  const records = trainingRecordsApi({ scenario: people.length > 0 ? 'full' : 'empty' });
  const handlers = [
    ...records.handlers,
    http.get(mockRoute('/team'), () => HttpResponse.json(overview())),
    http.get(mockRoute('/team/members/{id}'), ({ params, request }) => {
      const person = find(params.id);
      return person ? HttpResponse.json(detail(person)) : notMine(request);
    }),
    http.get(mockRoute('/team/members/{id}/assignable-courses'), ({ params, request }) => {
      const person = find(params.id);
      return person ? HttpResponse.json(assignable(person)) : notMine(request);
    }),
    http.post(mockRoute('/team/members/{id}/assignments'), async ({ params, request }) => {
      if (offline) return HttpResponse.error();
      const body = (await request.json()) as AssignCourseRequest;
      calls.assignments.push(body);
      if (slow) await delay(slow);
      const person = find(params.id);
      const course = ALL_COURSES.find((c) => c.id === body.courseId);
      if (!person || !course) return notMine(request);
      const today = dayInZone(Date.now());
      if (body.dueOn < today) return refuse(request, 400, 'due_in_past', 'teamDuePast', 'dueOn');
      const dueAt = endOf(body.dueOn);
      const existing = person.enrolments.find((e) => e.course.id === course.id);
      if (existing?.completedAt)
        return refuse(request, 409, 'course_completed', 'teamCourseCompleted', 'courseId');
      const now = new Date().toISOString();
      const assignment = { dueAt, assignedBy: RINA, assignedAt: now, note: body.note ?? null };
      if (existing) Object.assign(existing, assignment);
      else person.enrolments.push(enrolment(course, { ...assignment, lastActivityAt: now }));
      person.log.unshift({ ...assigned(course, now, body.dueOn), dueAt });
      return HttpResponse.json(
        { courseId: course.id, enrolled: !existing, dueAt },
        { status: 201 },
      );
    }),
  ];
  return { handlers, calls };
}
