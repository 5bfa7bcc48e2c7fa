import type { Kysely, Selectable } from 'kysely';
import type { ContentType } from '../contract/content-types';
import type { QuestionType } from '../contract/quiz';
import type { QuizTable, Schema } from '../db/schema';

/** SQL over quizzes and their questions; every learner-facing read is scoped by company. */

export type QuizRow = Selectable<QuizTable>;

export interface QuizContext {
  quiz: QuizRow;
  content: { id: number; type: ContentType; titleId: string; titleEn: string };
  course: { id: number; titleId: string; titleEn: string };
}

export interface OptionData {
  id: number;
  textId: string;
  textEn: string;
  isCorrect: boolean;
}

export interface QuestionData {
  id: number;
  type: QuestionType;
  textId: string;
  textEn: string;
  points: number;
  acceptedAnswers: string[];
  explanationId: string | null;
  explanationEn: string | null;
  /** In the author's order. */
  options: OptionData[];
}

/** A quiz with its content and course, when the course belongs to the company. */
export async function findQuiz(
  db: Kysely<Schema>,
  companyId: number,
  quizId: number,
): Promise<QuizContext | undefined> {
  const row = await db
    .selectFrom('quizzes as q')
    .innerJoin('course_contents as c', 'c.id', 'q.content_id')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .selectAll('q')
    .select([
      'c.content_type as contentType',
      'c.title_id as contentTitleId',
      'c.title_en as contentTitleEn',
      'co.id as courseId',
      'co.title_id as courseTitleId',
      'co.title_en as courseTitleEn',
    ])
    .where('co.company_id', '=', companyId)
    .where('q.id', '=', quizId)
    // Joined to its content: an evaluation form, which has none, is never found here.
    .$narrowType<{ content_id: number }>()
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    contentType,
    contentTitleId,
    contentTitleEn,
    courseId,
    courseTitleId,
    courseTitleEn,
    ...quiz
  } = row;
  return {
    quiz,
    content: {
      id: quiz.content_id,
      type: contentType,
      titleId: contentTitleId,
      titleEn: contentTitleEn,
    },
    course: { id: courseId, titleId: courseTitleId, titleEn: courseTitleEn },
  };
}

/** A quiz's questions and options in the author's order. */
export async function loadQuestions(db: Kysely<Schema>, quizId: number): Promise<QuestionData[]> {
  const questions = await db
    .selectFrom('questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return withOptions(db, questions);
}

/** Questions of any quizzes by id (the daily quiz's), with their options; absent ids skipped. */
export async function loadQuestionsById(
  db: Kysely<Schema>,
  ids: readonly number[],
): Promise<QuestionData[]> {
  if (ids.length === 0) return [];
  const questions = await db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
  return withOptions(db, questions);
}

async function withOptions(
  db: Kysely<Schema>,
  questions: readonly Selectable<Schema['questions']>[],
): Promise<QuestionData[]> {
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('question_options')
    .selectAll()
    .where(
      'question_id',
      'in',
      questions.map((q) => q.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    textId: q.text_id,
    textEn: q.text_en,
    points: Number(q.points),
    acceptedAnswers: q.accepted_answers,
    explanationId: q.explanation_id,
    explanationEn: q.explanation_en,
    options: options
      .filter((o) => o.question_id === q.id)
      .map((o) => ({ id: o.id, textId: o.text_id, textEn: o.text_en, isCorrect: o.is_correct })),
  }));
}

/** What grading needs of a quiz: its kind, pass mark and the content it completes. */
export async function gradingQuiz(db: Kysely<Schema>, quizId: number) {
  return db
    .selectFrom('quizzes as q')
    .innerJoin('course_contents as c', 'c.id', 'q.content_id')
    .select(['q.id', 'q.kind', 'q.pass_threshold', 'c.id as content_id', 'c.content_type'])
    .where('q.id', '=', quizId)
    .executeTakeFirstOrThrow();
}

/** A course's quizzes by content id. */
export async function courseQuizzes(db: Kysely<Schema>, courseId: number) {
  const rows = await db
    .selectFrom('quizzes as q')
    .innerJoin('course_contents as c', 'c.id', 'q.content_id')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .select(['q.id', 'c.id as content_id', 'q.kind', 'q.pass_threshold'])
    .where('s.course_id', '=', courseId)
    .execute();
  return new Map(rows.map((r) => [r.content_id, r]));
}
