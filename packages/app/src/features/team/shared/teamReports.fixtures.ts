import { http, HttpResponse } from 'msw';
import type {
  BulkAssignRequest,
  TeamCourseAssignees,
  TeamCourseDetail,
  TeamCourseSummary,
  TeamDashboard,
} from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage } from '@ajar/api/contract/messages';
import { mockRoute } from '../../../api';
import { ANDI_ID, COURSES, DEWI_ID, PUTRI_ID, YOGA_ID } from './team.fixtures';

/** Fixed instants around the story clock (23 November 2026, 10.00 WIB). */
const at = (day: string) => new Date(`${day}T12:00:00+07:00`).toISOString();
const endOf = (day: string) => new Date(`${day}T23:59:59.999+07:00`).toISOString();

/** Safety: Andi overdue, Putri not started, Dewi done with 88. Excel: Andi done. */
const SAFETY: TeamCourseSummary = {
  course: { id: COURSES.safety.id, title: COURSES.safety.title },
  hours: 3,
  people: 3,
  states: { notStarted: 1, inProgress: 0, completed: 1, overdue: 1 },
  averageScore: 88,
  hasFinalQuiz: true,
  nextDueAt: endOf('2026-11-15'),
};
const EXCEL: TeamCourseSummary = {
  course: { id: COURSES.excel.id, title: COURSES.excel.title },
  hours: 4,
  people: 1,
  states: { notStarted: 0, inProgress: 0, completed: 1, overdue: 0 },
  averageScore: null,
  hasFinalQuiz: false,
  nextDueAt: null,
};
export const TEAM_COURSES = [SAFETY, EXCEL];

export const SAFETY_DETAIL: TeamCourseDetail = {
  summary: SAFETY,
  people: [
    {
      id: ANDI_ID,
      name: 'Andi Saputra',
      position: 'Staf Penjualan',
      state: 'overdue',
      progress: 40,
      dueAt: endOf('2026-11-15'),
      score: null,
      completedAt: null,
      lastActivityAt: at('2026-11-20'),
    },
    {
      id: PUTRI_ID,
      name: 'Putri Ramadhani',
      position: 'Koordinator Gudang',
      state: 'notStarted',
      progress: 0,
      dueAt: endOf('2026-11-30'),
      score: null,
      completedAt: null,
      lastActivityAt: at('2026-10-29'),
    },
    {
      id: DEWI_ID,
      name: 'Dewi Lestari',
      position: 'Analis Keuangan',
      state: 'completed',
      progress: 100,
      dueAt: null,
      score: 88,
      completedAt: at('2026-09-09'),
      lastActivityAt: at('2026-09-09'),
    },
  ],
};

export const SAFETY_ASSIGNEES: TeamCourseAssignees = {
  course: { id: COURSES.safety.id, title: COURSES.safety.title, hours: 3 },
  people: [
    { id: ANDI_ID, name: 'Andi Saputra', position: 'Staf Penjualan', standing: 'enrolled' },
    { id: DEWI_ID, name: 'Dewi Lestari', position: 'Analis Keuangan', standing: 'completed' },
    { id: PUTRI_ID, name: 'Putri Ramadhani', position: null, standing: 'enrolled' },
    { id: YOGA_ID, name: 'Yoga Pratama', position: null, standing: 'none' },
  ],
};

const counts = (overdue = 0, completed = 0, inProgress = 0, notStarted = 0) => ({
  overdue,
  completed,
  inProgress,
  notStarted,
});
export const DASHBOARD: TeamDashboard = {
  year: 2026,
  hoursTarget: 20,
  inactiveDays: 14,
  cards: {
    assigned: 8,
    assignedCompleted: 5,
    completionPercent: 62,
    overdue: 3,
    inactive: 2,
    pendingRequests: 1,
    pendingRecords: 2,
  },
  people: [
    {
      id: ANDI_ID,
      name: 'Andi Saputra',
      position: 'Staf Penjualan',
      department: 'Penjualan',
      reportsTo: { id: 4, name: 'Rina Kusuma' },
      depth: 1,
      courses: counts(1, 3, 1, 1),
      hours: 12.5,
      lastActivityAt: at('2026-11-23'),
      inactive: false,
    },
    {
      id: DEWI_ID,
      name: 'Dewi Lestari',
      position: 'Analis Keuangan',
      department: 'Keuangan',
      reportsTo: { id: 4, name: 'Rina Kusuma' },
      depth: 1,
      courses: counts(0, 6, 2),
      hours: 24,
      lastActivityAt: at('2026-11-22'),
      inactive: false,
    },
    {
      id: YOGA_ID,
      name: 'Yoga Pratama',
      position: null,
      department: null,
      reportsTo: { id: 4, name: 'Rina Kusuma' },
      depth: 1,
      courses: counts(),
      hours: 0,
      lastActivityAt: null,
      inactive: true,
    },
    {
      id: 21,
      name: 'Sari Wulandari',
      position: 'Staf Gudang',
      department: 'Logistik',
      reportsTo: { id: DEWI_ID, name: 'Dewi Lestari' },
      depth: 2,
      courses: counts(2, 1),
      hours: 3,
      lastActivityAt: at('2026-10-30'),
      inactive: true,
    },
  ],
  courses: TEAM_COURSES,
};
/** The course when nobody on my team takes it: figures at zero. */
export const NOBODY_IN_SAFETY: TeamCourseDetail = {
  summary: {
    ...SAFETY,
    people: 0,
    states: counts(),
    averageScore: null,
    nextDueAt: null,
  },
  people: [],
};
export const NO_ONE: TeamDashboard = { ...DASHBOARD, people: [], courses: [] };

/** Team reports against MSW; bulk assignment refuses Putri (completed meanwhile). */
export function teamReportsApi({
  dashboard = DASHBOARD,
  courses = TEAM_COURSES,
  detail = SAFETY_DETAIL,
}: { dashboard?: TeamDashboard; courses?: TeamCourseSummary[]; detail?: TeamCourseDetail } = {}) {
  const calls = { assignments: [] as BulkAssignRequest[], csv: 0 };
  const lang = (request: Request): Language =>
    request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';
  const notFound = (request: Request) =>
    HttpResponse.json(
      {
        error: {
          code: 'not_found',
          message: formatMessage(lang(request), 'notFound', { field: 'Kursus' }),
        },
      },
      { status: 404 },
    );
  const handlers = [
    http.get(mockRoute('/team-reports/courses'), () => HttpResponse.json({ items: courses })),
    http.get(mockRoute('/team-reports/courses/{id}'), ({ params, request }) =>
      Number(params.id) === COURSES.safety.id ? HttpResponse.json(detail) : notFound(request),
    ),
    http.get(mockRoute('/team-reports/courses/{id}/assignees'), ({ params, request }) =>
      Number(params.id) === COURSES.safety.id
        ? HttpResponse.json(SAFETY_ASSIGNEES)
        : notFound(request),
    ),
    http.post(mockRoute('/team-reports/courses/{id}/assignments'), async ({ request }) => {
      const body = (await request.json()) as BulkAssignRequest;
      calls.assignments.push(body);
      const results = body.userIds.map((userId) => {
        const name = SAFETY_ASSIGNEES.people.find((p) => p.id === userId)!.name;
        return userId === PUTRI_ID
          ? {
              userId,
              name,
              assigned: false,
              enrolled: false,
              dueAt: null,
              refusal: {
                code: 'course_completed',
                message: formatMessage(lang(request), 'teamCourseCompleted'),
              },
            }
          : {
              userId,
              name,
              assigned: true,
              enrolled: userId === YOGA_ID,
              dueAt: endOf(body.dueOn),
              refusal: null,
            };
      });
      return HttpResponse.json({ results });
    }),
    http.get(mockRoute('/team-reports/dashboard'), () => HttpResponse.json(dashboard)),
    http.get(mockRoute('/team-reports/dashboard/export'), () => {
      calls.csv += 1;
      return new HttpResponse('\uFEFFNama\r\nAndi Saputra\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ajar-tim-2026-11-23.csv"',
        },
      });
    }),
  ];
  return { handlers, calls };
}
