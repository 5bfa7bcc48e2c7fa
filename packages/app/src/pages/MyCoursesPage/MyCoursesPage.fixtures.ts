import type { MyCourse } from '@ajar/api/contract';
import { courses } from '../HomePage/HomePage.fixtures';
import {
  CONTENT,
  leadershipCourse,
  leadershipEnrolment,
} from '../MyCourseDetailPage/MyCourseDetailPage.fixtures';

const [, excel, warehouse, negotiation] = courses;

const enrolment = (courseId: number, extra: Partial<MyCourse['enrolment']>) => ({
  ...leadershipEnrolment,
  courseId,
  ...extra,
});

/** Dasar Kepemimpinan Tim: final quiz passed, only the evaluation left. */
export const leadershipItem: MyCourse = {
  course: leadershipCourse,
  enrolment: leadershipEnrolment,
  nextContentId: CONTENT.evaluation,
  lastActivityAt: '2026-05-12T07:05:00Z',
};

/** Excel: a third of the way in, the final quiz not taken yet. */
export const excelItem: MyCourse = {
  course: excel!,
  enrolment: enrolment(excel!.id, {
    enrolledAt: '2026-05-02T03:00:00Z',
    progress: 33,
    finalQuiz: 'NotPassed',
    finalQuizAttempted: false,
    source: 'voucher',
  }),
  nextContentId: 45,
  lastActivityAt: '2026-05-10T12:40:00Z',
};

/** Negotiation: enrolled, nothing opened yet. */
export const negotiationItem: MyCourse = {
  course: negotiation!,
  enrolment: enrolment(negotiation!.id, {
    enrolledAt: '2026-05-11T02:00:00Z',
    progress: 0,
    finalQuiz: 'NoFinalQuiz',
    finalQuizAttempted: false,
  }),
  nextContentId: 61,
  lastActivityAt: '2026-05-11T02:00:00Z',
};

/** Warehouse safety: finished, certificate issued. */
export const warehouseItem: MyCourse = {
  course: warehouse!,
  enrolment: enrolment(warehouse!.id, {
    enrolledAt: '2026-03-02T01:00:00Z',
    progress: 100,
    completedAt: '2026-03-20T08:15:00Z',
    finalQuiz: 'Passed',
    certificateCode: 'AJR-7K2M-Q9XD',
  }),
  nextContentId: null,
  lastActivityAt: '2026-03-20T08:15:00Z',
};

/** GET /v1/my/courses, most recent activity first. */
export const myCourses: MyCourse[] = [leadershipItem, negotiationItem, excelItem, warehouseItem];
