import { QUIZ_KIND } from '../contract/quiz-rules';
import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { AttemptHistory, MyCourse, MyCourseDetail } from '../contract/scores';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { submittedAttempts } from '../quiz/attempts.queries';
import {
  attemptSummary,
  coursePassThreshold,
  learningGain,
  scoresByContent,
} from '../quiz/course-scores';
import { finaliseOverdue } from '../quiz/grading.service';
import { courseQuizzes } from '../quiz/quiz.queries';
import { toCourseSummary } from '../catalog/courses.queries';
import {
  attemptsOfEnrolments,
  completedOfEnrolments,
  contentsOfCourses,
  myEnrolments,
  summariesOfCourses,
  summaryOfCourse,
} from './my-courses.queries';
import { finalQuizOutcomeOf, nextContentId, statesOf, type EnrolmentRow } from './progress';
import { courseSections, courseTitle, findEnrolment, orderedContents } from './progress.queries';
import { contentStates, enrolmentView, toEnrolmentView } from './progress.service';

const TYPE_FILTER = { final: 'Final Quiz', evaluation: 'Evaluation' } as const;

/** My enrolment in a course, its overdue attempts graded; 404 for anything not mine. */
async function requireMine(db: Kysely<Schema>, auth: AuthClaims, courseId: number) {
  const enrolment = await findEnrolment(db, auth, courseId);
  if (!enrolment) throw notFound('course');
  await finaliseOverdue(db, enrolment.id, new Date());
  return enrolment;
}

/**
 * The courses I am enrolled in, most recent activity first. Five queries however many
 * courses I have: a learner with twenty courses waits no longer than one with one.
 */
export async function myCourses(db: Kysely<Schema>, auth: AuthClaims): Promise<MyCourse[]> {
  const enrolments = await myEnrolments(db, auth.companyId, auth.userId);
  if (enrolments.length === 0) return [];
  const courseIds = [...new Set(enrolments.map((e) => e.course_id))];
  const enrolmentIds = enrolments.map((e) => e.id);
  const [summaries, contents, completed, attempts] = await Promise.all([
    summariesOfCourses(db, auth.companyId, courseIds),
    contentsOfCourses(db, courseIds),
    completedOfEnrolments(db, enrolmentIds),
    attemptsOfEnrolments(db, enrolmentIds),
  ]);
  const byId = new Map(summaries.map((s) => [s.id, toCourseSummary(s)]));
  const contentsOf = groupBy(contents, (c) => c.courseId);
  const completedOf = groupBy(completed, (c) => c.enrolment_id);
  const attemptsOf = groupBy(attempts, (a) => a.enrolment_id);
  return enrolments.flatMap((e) => {
    const course = byId.get(e.course_id);
    if (!course) return [];
    const courseContents = contentsOf.get(e.course_id) ?? [];
    const tried = attemptsOf.get(e.id) ?? [];
    const finalIds = new Set(courseContents.flatMap((c) => (c.finalQuizId ? [c.id] : [])));
    const finalAttempts = tried.filter((a) => finalIds.has(a.content_id));
    const finalQuiz = finalQuizOutcomeOf(finalIds.size, {
      submitted: sum(finalAttempts.map((a) => a.submitted)),
      passed: sum(finalAttempts.map((a) => a.passed)),
    });
    const states = statesOf(
      courseContents,
      new Map((completedOf.get(e.id) ?? []).map((d) => [d.content_id, d.completed_at])),
      new Set(tried.map((a) => a.content_id)),
    );
    return [
      {
        course,
        enrolment: toEnrolmentView(e, finalQuiz, e.certificate_code ?? undefined),
        nextContentId: nextContentId(states),
        lastActivityAt: e.last_activity_at.toISOString(),
      },
    ];
  });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** My progress in one course: each content's status and, for quizzes, my scores. */
async function courseDetail(
  db: Kysely<Schema>,
  companyId: number,
  enrolment: EnrolmentRow,
): Promise<MyCourseDetail> {
  const courseId = enrolment.course_id;
  const [summary, view, states, quizzes, attempts, sections] = await Promise.all([
    summaryOfCourse(db, companyId, courseId),
    enrolmentView(db, enrolment),
    contentStates(db, enrolment),
    courseQuizzes(db, courseId),
    submittedAttempts(db, enrolment.id),
    courseSections(db, courseId),
  ]);
  const scores = scoresByContent(attempts);
  return {
    course: toCourseSummary(summary),
    enrolment: view,
    passThreshold: coursePassThreshold(states, quizzes),
    nextContentId: nextContentId(states),
    learningGain: learningGain(states, attempts),
    sections: sections.map((s) => ({
      id: s.id,
      title: { id: s.titleId, en: s.titleEn },
      contents: states
        .filter((ct) => ct.sectionId === s.id)
        .map((ct) => {
          const score = scores.get(ct.id);
          const quiz = quizzes.get(ct.id);
          return {
            id: ct.id,
            type: ct.type,
            title: { id: ct.titleId, en: ct.titleEn },
            status: ct.status,
            attempts: score?.attempts ?? 0,
            bestScore: score?.bestScore ?? null,
            lastScore: score?.lastScore ?? null,
            passed: score?.passed ?? null,
            passThreshold:
              quiz === undefined || quiz.kind === QUIZ_KIND.Evaluation ? null : quiz.pass_threshold,
            completedAt: ct.completedAt?.toISOString() ?? null,
          };
        }),
    })),
  };
}

/** My progress and scores in a course of mine. */
export async function myCourseDetail(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<MyCourseDetail> {
  const enrolment = await requireMine(db, auth, courseId);
  return courseDetail(db, auth.companyId, enrolment);
}

/**
 * My submitted attempts in a course, newest first: of one quiz content, of one kind (final
 * quiz, evaluations) or all. A content of another course, or one that is not a quiz, is 404.
 */
export async function myAttemptHistory(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  { contentId, type }: { contentId?: number; type?: keyof typeof TYPE_FILTER },
): Promise<AttemptHistory> {
  const enrolment = await requireMine(db, auth, courseId);
  const [contents, quizzes, attempts, course] = await Promise.all([
    orderedContents(db, courseId),
    courseQuizzes(db, courseId),
    submittedAttempts(db, enrolment.id),
    courseTitle(db, courseId),
  ]);
  // A content of another course, or one that is not a quiz, has no history here.
  const picked = contentId === undefined ? undefined : quizzes.get(contentId);
  if (contentId !== undefined && !picked) throw notFound('content');
  const typeWanted = type === undefined ? undefined : TYPE_FILTER[type];
  const wanted = contents.filter(
    (ct) =>
      quizzes.has(ct.id) &&
      (contentId === undefined || ct.id === contentId) &&
      (typeWanted === undefined || ct.type === typeWanted),
  );
  const byId = new Map(wanted.map((ct) => [ct.id, ct]));
  const items = attempts.flatMap((a) => {
    const content = byId.get(a.contentId);
    return content ? [attemptSummary(a, content)] : [];
  });
  return {
    course: { id: course.id, title: { id: course.titleId, en: course.titleEn } },
    passThreshold: picked?.pass_threshold ?? coursePassThreshold(contents, quizzes),
    items,
  };
}
