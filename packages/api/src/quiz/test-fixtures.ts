import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE } from '../contract/roles';
import type { ContentType } from '../contract/content-types';
import type { AuthClaims, TokenService } from '../auth/tokens';
import type { ReviewMode } from '../contract/learning';
import type { QuestionType } from '../contract/quiz';
import type { Schema } from '../db/schema';

/**
 * Test fixtures for the quiz engine: fresh learners and small courses with known answers,
 * inserted directly so the tests depend on no demo enrolment or progress.
 */

export interface Learner {
  auth: AuthClaims;
  token: string;
  name: string;
}

export async function companyId(db: Kysely<Schema>, name = 'Ajar Demo') {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new member of the company, with a token (no password sign-in needed). */
export async function newLearner(
  db: Kysely<Schema>,
  tokens: TokenService,
  company: number,
): Promise<Learner> {
  const tag = randomBytes(4).toString('hex');
  const name = `Peserta ${tag}`;
  const { id } = await db
    .insertInto('users')
    .values({
      company_id: company,
      email: `learner-${tag}@test.local`,
      password_hash: 'unused',
      name,
      role_id: ROLE.member,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const auth: AuthClaims = { userId: id, roleId: ROLE.member, companyId: company };
  return { auth, token: await tokens.issue(auth), name };
}

export interface TestQuestion {
  type: QuestionType;
  /** Option texts; those starting with '*' are correct. */
  options?: string[];
  accepted?: string[];
  points?: number;
  explanation?: string;
}

export interface TestQuiz {
  kind?: number;
  time_limit_seconds?: number | null;
  max_attempts?: number | null;
  shuffle_questions?: boolean;
  shuffle_options?: boolean;
  review?: ReviewMode;
  pass_threshold?: number;
  questions: TestQuestion[];
}

export interface TestContent {
  type: ContentType;
  quiz?: TestQuiz;
}

export interface CreatedQuestion {
  id: number;
  type: QuestionType;
  /** Option ids as answers carry them, in the author's order. */
  options: string[];
  correct: string[];
}

export interface CreatedContent {
  id: number;
  type: ContentType;
  quizId: number;
  questions: CreatedQuestion[];
}

/** A one-section course of the company holding the contents in order. */
export async function createCourse(
  db: Kysely<Schema>,
  company: number,
  contents: TestContent[],
  extra: { certificate_valid_days?: number | null } = {},
): Promise<{ courseId: number; contents: CreatedContent[] }> {
  const tag = randomBytes(3).toString('hex');
  const { id: courseId } = await db
    .insertInto('courses')
    .values({
      company_id: company,
      category_id: null,
      trainer_id: null,
      title_id: `Kursus Uji ${tag}`,
      title_en: `Test Course ${tag}`,
      description_id: 'Uji',
      description_en: 'Test',
      cover_url: null,
      display_type: 0,
      duration_minutes: 10,
      certificate_valid_days: extra.certificate_valid_days ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: sectionId } = await db
    .insertInto('course_sections')
    .values({ course_id: courseId, position: 1, title_id: 'Bagian', title_en: 'Section' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created: CreatedContent[] = [];
  for (const [i, content] of contents.entries()) {
    const { id } = await db
      .insertInto('course_contents')
      .values({
        section_id: sectionId,
        position: i + 1,
        content_type: content.type,
        title_id: `${content.type} ${i + 1}`,
        title_en: `${content.type} ${i + 1}`,
        duration_minutes: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.push({ id, type: content.type, quizId: 0, questions: [] });
    if (content.quiz) Object.assign(created.at(-1)!, await createQuiz(db, id, content.quiz));
  }
  return { courseId, contents: created };
}

async function createQuiz(db: Kysely<Schema>, contentId: number, spec: TestQuiz) {
  const { questions, ...rules } = spec;
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ content_id: contentId, ...rules })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created: CreatedQuestion[] = [];
  for (const [i, q] of questions.entries()) {
    const { id } = await db
      .insertInto('questions')
      .values({
        quiz_id: quizId,
        position: i + 1,
        type: q.type,
        text_id: `Soal ${i + 1}`,
        text_en: `Question ${i + 1}`,
        accepted_answers: q.accepted ?? [],
        explanation_id: q.explanation ?? null,
        explanation_en: q.explanation ?? null,
        points: q.points ?? 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options: string[] = [];
    const correct: string[] = [];
    for (const [j, text] of (q.options ?? []).entries()) {
      const option = await db
        .insertInto('question_options')
        .values({
          question_id: id,
          position: j + 1,
          text_id: text.replace(/^\*/, ''),
          text_en: text.replace(/^\*/, ''),
          is_correct: text.startsWith('*'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      options.push(String(option.id));
      if (text.startsWith('*')) correct.push(String(option.id));
    }
    created.push({ id, type: q.type, options, correct });
  }
  return { quizId, questions: created };
}

/** A JSON request as the app sends it. */
export function request(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  method: string,
  path: string,
  { token, body, lang = 'id' }: { token?: string; body?: unknown; lang?: string } = {},
) {
  return app.request(path, {
    method,
    headers: {
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
