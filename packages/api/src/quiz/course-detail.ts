import { QUIZ_KIND } from '@ajar/tokens';
import type { Kysely } from 'kysely';
import type { MyCourseDetail } from '../contract/scores';
import type { Schema } from '../db/schema';
import { courseSummaries, toCourseSummary } from '../routes/catalog/courses-query';
import {
  contentStates,
  enrolmentView,
  nextContentId,
  type EnrolmentRow,
} from '../learning/progress';
import {
  courseQuizzes,
  coursePassThreshold,
  learningGain,
  scoresByContent,
  submittedAttempts,
} from './scores';

/** My progress in one course: each content's status and, for quizzes, my scores. */
export async function courseDetail(
  db: Kysely<Schema>,
  companyId: number,
  enrolment: EnrolmentRow,
): Promise<MyCourseDetail> {
  const courseId = enrolment.course_id;
  const [summary, view, states, quizzes, attempts, sections] = await Promise.all([
    courseSummaries(db, companyId).where('courses.id', '=', courseId).executeTakeFirstOrThrow(),
    enrolmentView(db, enrolment),
    contentStates(db, enrolment),
    courseQuizzes(db, courseId),
    submittedAttempts(db, enrolment.id),
    db
      .selectFrom('course_sections')
      .select(['id', 'title_id', 'title_en'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
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
      title: { id: s.title_id, en: s.title_en },
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
