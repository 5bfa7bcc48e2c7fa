import type { Kysely } from 'kysely';
import type { ContentType } from '../../contract/content-types';
import { QUIZ_CONTENT_TYPES } from '../../contract/content-types';
import type { Schema } from '../schema';
import type { CompanySeed } from './companies';
import { FINAL_QUIZZES } from './quizzes-finals';
import { RULES, type CourseQuizzes, type QuizSeed } from './quizzes-kit';
import { LEADERSHIP_QUIZZES } from './quizzes-leadership';
import { LIBRARY_QUIZZES } from './quizzes-library';
import { POLICY_QUIZZES } from './quizzes-policy';

/** Every seeded course's quizzes by course key (keys are distinct across both tenants). */
export const QUIZZES: Record<string, CourseQuizzes> = {
  leadership: LEADERSHIP_QUIZZES,
  ...LIBRARY_QUIZZES,
  ...FINAL_QUIZZES,
  ...POLICY_QUIZZES,
};

async function insertQuiz(
  db: Kysely<Schema>,
  contentId: number,
  type: ContentType,
  seed: QuizSeed,
) {
  const { questions, ...rules } = { ...RULES[type], ...seed };
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ content_id: contentId, ...rules })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('questions')
    .values(
      questions.map((q, i) => ({
        quiz_id: quizId,
        position: i + 1,
        type: q.type,
        text_id: q.text[0],
        text_en: q.text[1],
        accepted_answers: [...q.accepted],
        explanation_id: q.explanation?.[0] ?? null,
        explanation_en: q.explanation?.[1] ?? null,
        points: q.points ?? 1,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  // Matched back by position: PostgreSQL does not promise the order of returned rows.
  const ids = new Map(rows.map((r) => [r.position, r.id]));
  const options = questions.flatMap((q, i) =>
    q.options.map((o, j) => ({
      question_id: ids.get(i + 1)!,
      position: j + 1,
      text_id: o.text[0],
      text_en: o.text[1],
      is_correct: o.correct,
    })),
  );
  if (options.length > 0) await db.insertInto('question_options').values(options).execute();
}

/**
 * A quizzes row with its questions for every Pre Test, Post Test, Final Quiz and Evaluation
 * content of the company's courses: without one the player could never complete it, so a
 * quiz content with no questions written for it fails the seed.
 */
export async function insertQuizzes(
  db: Kysely<Schema>,
  companyKey: CompanySeed['key'],
  courseIds: ReadonlyMap<string, number>,
): Promise<number> {
  const keyOf = new Map([...courseIds].map(([key, id]) => [id, key]));
  if (keyOf.size === 0) return 0;
  const contents = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .select(['c.id', 'c.content_type', 's.course_id'])
    .where('s.course_id', 'in', [...keyOf.keys()])
    .where('c.content_type', 'in', [...QUIZ_CONTENT_TYPES])
    .orderBy('c.id')
    .execute();
  for (const content of contents) {
    const key = keyOf.get(content.course_id)!;
    const seed = QUIZZES[key]?.[content.content_type];
    if (!seed)
      throw new Error(
        `seed: no ${content.content_type} quiz written for ${companyKey} course ${key}`,
      );
    await insertQuiz(db, content.id, content.content_type, seed);
  }
  return contents.length;
}
