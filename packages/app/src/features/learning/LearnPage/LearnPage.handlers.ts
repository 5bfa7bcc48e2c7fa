import { http, HttpResponse } from 'msw';
import type { LearnProgress, MeetingDetails } from '@ajar/api/contract';
import {
  contentFixture,
  contents,
  course,
  courseId,
  enrolmentFixture,
  firstDone,
  meetingFixture,
  outlineFixture,
} from '../../../shared/fixtures/LearnPage.fixtures';
import { mockRoute } from '../../../api';

const MARKABLE = ['Module', 'Sub Module', 'Module Summary', 'Course Summary'];

const apiError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

interface LearnApiOptions {
  /** How many contents, in course order, are done at first. */
  doneCount: number;
  meeting?: Partial<MeetingDetails>;
  certificateCode?: string | null;
  /** Every "complete" answers 400 with this message (a rule the page cannot know ahead). */
  refuseWith?: string;
}

/**
 * The learn endpoints with state, as the API keeps it: marking a reading content done or
 * attending an open meeting unlocks the next content; locked contents answer 403
 * `content_locked`; a meeting not open yet answers 400 with the API's message.
 */
export function learnApi({
  doneCount,
  meeting = {},
  certificateCode = null,
  refuseWith,
}: LearnApiOptions) {
  const done = firstDone(doneCount);
  const calls: string[] = [];
  const enrolment = () => {
    const progress = Math.floor((done.size * 100) / contents.length);
    const complete = done.size === contents.length;
    return enrolmentFixture({
      progress,
      completedAt: complete ? '2026-03-20T08:00:00.000Z' : null,
      finalQuiz: complete ? 'Passed' : 'NotPassed',
      finalQuizAttempted: complete,
      certificateCode: complete ? certificateCode : null,
    });
  };
  const outline = () => outlineFixture(done, enrolment());
  const meetingNow = () => meetingFixture(meeting);
  const isCourse = (id: unknown) => String(id) === String(courseId);
  const statusOf = (id: number) =>
    outline()
      .sections.flatMap((s) => s.contents)
      .find((c) => c.id === id)?.status;

  const handlers = [
    http.get(mockRoute('/courses/{id}/learn'), ({ params }) =>
      isCourse(params.id)
        ? HttpResponse.json(outline())
        : apiError(404, 'not_found', 'Kursus tidak ditemukan'),
    ),
    http.get(mockRoute('/courses/{id}/learn/{contentId}'), ({ params }) => {
      const id = Number(params.contentId);
      const status = statusOf(id);
      if (!isCourse(params.id) || !status)
        return apiError(404, 'not_found', 'Materi tidak ditemukan');
      if (status === 'locked')
        return apiError(403, 'content_locked', 'Selesaikan materi sebelumnya terlebih dahulu');
      return HttpResponse.json(contentFixture(outline(), id, meetingNow()));
    }),
    http.post(mockRoute('/courses/{id}/learn/{contentId}/complete'), ({ params }) => {
      const id = Number(params.contentId);
      calls.push(`complete ${id}`);
      const item = contents.find((c) => c.id === id);
      const status = statusOf(id);
      if (!item || !status) return apiError(404, 'not_found', 'Materi tidak ditemukan');
      if (status === 'locked')
        return apiError(403, 'content_locked', 'Selesaikan materi sebelumnya terlebih dahulu');
      if (refuseWith) return apiError(400, 'not_completable', refuseWith);
      if (item.type === 'Meeting' && !meetingNow().canAttend)
        return apiError(400, 'meeting_not_open', 'Presensi belum dibuka untuk pertemuan ini');
      if (item.type !== 'Meeting' && !MARKABLE.includes(item.type))
        return apiError(400, 'not_markable', 'Materi ini selesai lewat kuisnya');
      done.add(id);
      const next = outline();
      const progress: LearnProgress = {
        contentId: id,
        status: 'done',
        enrolment: next.enrolment,
        nextContentId: next.nextContentId,
      };
      return HttpResponse.json(progress);
    }),
  ];
  return { handlers, calls };
}

/** The learner is not in the course; the catalogue still knows it. */
export const notEnrolledHandlers = [
  http.get(mockRoute('/courses/{id}/learn'), () =>
    apiError(403, 'not_enrolled', 'Anda belum terdaftar di kursus ini'),
  ),
  http.get(mockRoute('/courses/{id}'), () => HttpResponse.json(course)),
];
