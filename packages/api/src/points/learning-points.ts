import type { Kysely } from 'kysely';
import { forumThreadPath } from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { awardPoints, reversePoints } from './points-award.service';

/**
 * What learning earns, in the words of the features that call it: each looks up what the
 * history line will name and awards through `awardPoints` (amounts: contract/point-rules.ts).
 */

type Db = Kysely<Schema>;

const coursePath = (courseId: number) => `/my-courses/${courseId}`;

/** A content of a course marked done (once per content). */
export async function pointsForContent(
  db: Db,
  enrolment: { user_id: number; course_id: number },
  contentId: number,
  at: Date,
) {
  const content = await db
    .selectFrom('course_contents')
    .select(['title_id', 'title_en'])
    .where('id', '=', contentId)
    .executeTakeFirst();
  await awardPoints(db, {
    userId: enrolment.user_id,
    rule: 'content.completed',
    sourceKey: contentId,
    courseId: enrolment.course_id,
    subject: content ? { id: content.title_id, en: content.title_en } : null,
    href: coursePath(enrolment.course_id),
    at,
  });
}

/** A quiz passed: the first pass only, with its score's bonus. */
export async function pointsForQuizPassed(
  db: Db,
  enrolment: { user_id: number; course_id: number },
  quiz: { id: number; contentId: number },
  score: number,
  at: Date,
) {
  const content = await db
    .selectFrom('course_contents')
    .select(['title_id', 'title_en'])
    .where('id', '=', quiz.contentId)
    .executeTakeFirst();
  await awardPoints(db, {
    userId: enrolment.user_id,
    rule: 'quiz.passed',
    sourceKey: quiz.id,
    score,
    courseId: enrolment.course_id,
    subject: content ? { id: content.title_id, en: content.title_en } : null,
    href: coursePath(enrolment.course_id),
    at,
  });
}

/** A course completed (once per course). */
export async function pointsForCourse(
  db: Db,
  enrolment: { user_id: number; course_id: number },
  at: Date,
) {
  const course = await db
    .selectFrom('courses')
    .select(['title_id', 'title_en'])
    .where('id', '=', enrolment.course_id)
    .executeTakeFirst();
  await awardPoints(db, {
    userId: enrolment.user_id,
    rule: 'course.completed',
    sourceKey: enrolment.course_id,
    courseId: enrolment.course_id,
    subject: course ? { id: course.title_id, en: course.title_en } : null,
    href: coursePath(enrolment.course_id),
    at,
  });
}

/**
 * The asker's choice of answer changed: the reply no longer accepted loses its points, the
 * newly accepted one earns them, unless its author is the asker (no points for accepting
 * oneself).
 */
export async function pointsForAcceptedAnswer(
  db: Db,
  change: {
    threadId: number;
    title: string;
    askerId: number;
    before: { postId: number; authorId: number } | null;
    after: { postId: number; authorId: number; postNumber: number } | null;
  },
  at: Date = new Date(),
) {
  if (change.before && change.before.postId !== change.after?.postId) {
    await reversePoints(db, {
      userId: change.before.authorId,
      rule: 'forum.answer_accepted',
      sourceKey: change.before.postId,
      at,
    });
  }
  if (change.after && change.after.authorId !== change.askerId) {
    await awardPoints(db, {
      userId: change.after.authorId,
      rule: 'forum.answer_accepted',
      sourceKey: change.after.postId,
      subject: { id: change.title, en: change.title },
      href: forumThreadPath(change.threadId, change.after.postNumber),
      at,
    });
  }
}
