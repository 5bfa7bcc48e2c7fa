import { http, HttpResponse } from 'msw';
import type { AttemptHistory, AttemptSummary } from '@ajar/api/contract';
import {
  CONTENT,
  leadershipCourse,
  leadershipDetail,
  PASS_THRESHOLD,
} from '../MyCourseDetailPage/MyCourseDetailPage.fixtures';
import { apiPath } from '../../api';

const contentOf = (id: number) => {
  const found = leadershipDetail.sections.flatMap((s) => s.contents).find((c) => c.id === id)!;
  return { id: found.id, type: found.type, title: found.title };
};

const attempt = (
  id: number,
  contentId: number,
  attemptNumber: number,
  startedAt: string,
  durationSeconds: number,
  score: number | null,
): AttemptSummary => ({
  id,
  attemptNumber,
  content: contentOf(contentId),
  startedAt,
  submittedAt: new Date(Date.parse(startedAt) + durationSeconds * 1000).toISOString(),
  score,
  passed: score === null ? null : score >= PASS_THRESHOLD,
  durationSeconds,
});

const course = { id: leadershipCourse.id, title: leadershipCourse.title };
const history = (items: AttemptSummary[]): AttemptHistory => ({
  course,
  passThreshold: PASS_THRESHOLD,
  items,
});

/** Attempt ids the detail pages open. */
export const ATTEMPT = {
  preTest: 101,
  postTestFirst: 201,
  postTest: 202,
  finalFirst: 301,
  final: 302,
  evaluation: 401,
} as const;

export const preTestHistory = history([
  attempt(ATTEMPT.preTest, CONTENT.preTest, 1, '2026-04-20T02:00:00Z', 754, 45),
]);
export const postTestHistory = history([
  attempt(ATTEMPT.postTestFirst, CONTENT.postTest, 1, '2026-05-04T03:10:00Z', 842, 65),
  attempt(ATTEMPT.postTest, CONTENT.postTest, 2, '2026-05-05T01:45:00Z', 689, 80),
]);
/** The final quiz: 60 (not passed), then 85 (passed). */
export const finalHistory = history([
  attempt(ATTEMPT.finalFirst, CONTENT.finalQuiz, 1, '2026-05-11T06:30:00Z', 1520, 60),
  attempt(ATTEMPT.final, CONTENT.finalQuiz, 2, '2026-05-12T06:43:10Z', 1310, 85),
]);
export const evaluationHistory = history([
  attempt(ATTEMPT.evaluation, CONTENT.evaluation, 1, '2026-05-13T03:12:00Z', 480, null),
]);
export const emptyHistory = history([]);

/** GET /v1/my/courses/1/attempts, answering by ?contentId= or ?type= as the API does. */
export const attemptsHandler = () =>
  http.get(
    apiPath('/my/courses/{id}/attempts', { path: { id: leadershipCourse.id } }),
    ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('type') === 'final') return HttpResponse.json(finalHistory);
      if (query.get('type') === 'evaluation') return HttpResponse.json(evaluationHistory);
      const contentId = Number(query.get('contentId'));
      if (contentId === CONTENT.preTest) return HttpResponse.json(preTestHistory);
      if (contentId === CONTENT.postTest) return HttpResponse.json(postTestHistory);
      return HttpResponse.json(
        { error: { code: 'not_found', message: 'Materi tidak ditemukan' } },
        { status: 404 },
      );
    },
  );
