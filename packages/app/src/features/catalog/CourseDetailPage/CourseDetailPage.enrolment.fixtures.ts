import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, CourseAccess, Enrolment } from '@ajar/api/contract';
import { contents, outlineFixture } from '../../../shared/fixtures/LearnPage.fixtures';
import { mockRoute } from '../../../api';

/** A learner's enrolment in the leadership course, as the API answers it. */
export const enrolment = (overrides: Partial<Enrolment> = {}): Enrolment => ({
  courseId: 1,
  enrolledAt: '2026-03-02T02:15:00Z',
  source: 'free',
  progress: 0,
  completedAt: null,
  finalQuiz: 'NotPassed',
  finalQuizAttempted: false,
  certificateCode: null,
  ...overrides,
});

export const inProgress = enrolment({ progress: 40 });

export const completed = enrolment({
  progress: 100,
  completedAt: '2026-03-14T03:00:00Z',
  finalQuiz: 'Passed',
  finalQuizAttempted: true,
  certificateCode: 'AJR-7K2M-Q9XD',
});

const notEnrolled: ApiErrorBody = {
  error: { code: 'forbidden', message: 'Anda tidak memiliki akses' },
};

const voucherRequired: ApiErrorBody = {
  error: {
    code: 'voucher_required',
    message: 'Kursus ini berbayar. Gunakan kode voucher untuk mendaftar.',
  },
};

/**
 * The enrolment API of one story: GET answers `access`; POST enrols in a free course (and
 * remembers it) or refuses a paid one as the API does. `becomesPaid` turns the course paid
 * just before the POST arrives. `posts` counts the enrolments asked.
 */
export function enrolmentApi(initial: CourseAccess, { becomesPaid = false } = {}) {
  let access = initial;
  const api = {
    posts: 0,
    handlers: [
      http.get(mockRoute('/courses/{id}/enrolment'), () => HttpResponse.json(access)),
      // An enrolled learner's outline, as the player has it: the first `progress` per cent of
      // the contents done, the next one open, the rest locked.
      http.get(mockRoute('/courses/{id}/learn'), () => {
        const mine = access.enrolment;
        if (!mine) return HttpResponse.json(notEnrolled, { status: 403 });
        const count = Math.round((contents.length * mine.progress) / 100);
        return HttpResponse.json(
          outlineFixture(new Set(contents.slice(0, count).map((c) => c.id)), mine),
        );
      }),
      http.post(mockRoute('/courses/{id}/enrolment'), () => {
        api.posts += 1;
        if (becomesPaid) access = { ...access, requiresVoucher: true };
        if (access.requiresVoucher) return HttpResponse.json(voucherRequired, { status: 400 });
        access = { ...access, enrolment: enrolment() };
        return HttpResponse.json(access.enrolment, { status: 201 });
      }),
    ],
  };
  return api;
}
