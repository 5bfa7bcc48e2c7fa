import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_KIND } from '../contract/quiz-rules';
import { createHarness, type Harness } from '../testing/harness';
import type { EnrolmentRow } from './progress';
import { quizInfo } from './quiz-info.service';

let h: Harness;
let company: number;
let mine: EnrolmentRow;
let theirs: EnrolmentRow;
const content: Record<'reading' | 'final' | 'evaluation', number> = {
  reading: 0,
  final: 0,
  evaluation: 0,
};

async function user(email: string) {
  return h.database.db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** A course of its own, so the seeded quizzes and attempts cannot change what is counted. */
beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const member = await user('member@ajar.local');
  const other = await user('member2@ajar.local');
  company = member.company_id;
  const course = await db
    .insertInto('courses')
    .values({
      company_id: company,
      category_id: null,
      trainer_id: null,
      display_type: 0,
      title_id: 'Kursus Uji Kuis',
      title_en: 'Quiz Test Course',
      description_id: '-',
      description_en: '-',
      cover_url: null,
      duration_minutes: 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await db
    .insertInto('course_sections')
    .values({ course_id: course.id, position: 1, title_id: 'Bagian', title_en: 'Part' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const add = async (position: number, type: 'Module' | 'Final Quiz' | 'Evaluation') =>
    (
      await db
        .insertInto('course_contents')
        .values({
          section_id: section.id,
          position,
          content_type: type,
          title_id: type,
          title_en: type,
          duration_minutes: 10,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  content.reading = await add(1, 'Module');
  content.final = await add(2, 'Final Quiz');
  content.evaluation = await add(3, 'Evaluation');
  const enrol = (userId: number) =>
    db
      .insertInto('enrolments')
      .values({ company_id: company, course_id: course.id, user_id: userId, source: 'free' })
      .returningAll()
      .executeTakeFirstOrThrow();
  mine = await enrol(member.id);
  theirs = await enrol(other.id);
}, 60_000);
afterAll(() => h.close());

async function quiz(contentId: number, values: { kind?: number; questions: number }) {
  const db = h.database.db;
  const row = await db
    .insertInto('quizzes')
    .values({
      content_id: contentId,
      kind: values.kind ?? QUIZ_KIND.Quiz,
      time_limit_seconds: 600,
      max_attempts: 3,
      review: 'never',
      pass_threshold: 70,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let position = 1; position <= values.questions; position += 1) {
    await db
      .insertInto('questions')
      .values({
        quiz_id: row.id,
        position,
        type: 'trueFalse',
        text_id: `Soal ${position}`,
        text_en: `Question ${position}`,
      })
      .execute();
  }
  return row.id;
}

let attemptNumber = 0;
async function attempt(
  quizId: number,
  enrolment: EnrolmentRow,
  result: { score: number | null; passed: boolean | null } | 'open',
) {
  attemptNumber += 1;
  const submitted = result !== 'open';
  const row = await h.database.db
    .insertInto('attempts')
    .values({
      company_id: company,
      quiz_id: quizId,
      user_id: enrolment.user_id,
      enrolment_id: enrolment.id,
      attempt_number: attemptNumber,
      question_order: [],
      submitted_at: submitted ? new Date() : null,
      score: submitted ? result.score : null,
      passed: submitted ? result.passed : null,
      correct_count: submitted ? 0 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('quizInfo', () => {
  it('is null for a content without a quiz', async () => {
    expect(await quizInfo(h.database.db, mine, content.reading)).toBeNull();
  });

  it('tells the rules and my standing, counting only my submitted attempts', async () => {
    const quizId = await quiz(content.final, { questions: 4 });
    expect(await quizInfo(h.database.db, mine, content.final)).toEqual({
      id: quizId,
      kind: QUIZ_KIND.Quiz,
      questionCount: 4,
      timeLimitSeconds: 600,
      maxAttempts: 3,
      attemptsUsed: 0,
      passThreshold: 70,
      review: 'never',
      bestScore: null,
      passed: null,
      openAttemptId: null,
    });

    await attempt(quizId, mine, { score: 40, passed: false });
    expect(await quizInfo(h.database.db, mine, content.final)).toMatchObject({
      attemptsUsed: 1,
      bestScore: 40,
      passed: false,
    });

    await attempt(quizId, mine, { score: 82.5, passed: true });
    await attempt(quizId, mine, { score: 60, passed: false });
    const open = await attempt(quizId, mine, 'open');
    // Another learner's better score and open attempt are theirs alone.
    await attempt(quizId, theirs, { score: 100, passed: true });
    await attempt(quizId, theirs, 'open');
    expect(await quizInfo(h.database.db, mine, content.final)).toMatchObject({
      attemptsUsed: 3,
      bestScore: 82.5,
      passed: true,
      openAttemptId: open,
    });
    expect(await quizInfo(h.database.db, theirs, content.final)).toMatchObject({
      attemptsUsed: 1,
      bestScore: 100,
      passed: true,
    });
  });

  it('neither passes nor fails an evaluation', async () => {
    const quizId = await quiz(content.evaluation, { kind: QUIZ_KIND.Evaluation, questions: 2 });
    await attempt(quizId, mine, { score: null, passed: null });
    expect(await quizInfo(h.database.db, mine, content.evaluation)).toMatchObject({
      kind: QUIZ_KIND.Evaluation,
      questionCount: 2,
      attemptsUsed: 1,
      bestScore: null,
      passed: null,
      openAttemptId: null,
    });
  });
});
