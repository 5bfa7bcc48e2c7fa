import type { Kysely } from 'kysely';
import { LIKERT_POINTS } from '../../contract/quiz';
import { QUIZ_KIND } from '../../contract/quiz-rules';
import { evaluationScore } from '../../contract/team-evaluation-rules';
import type { Schema } from '../schema';

const DAY_MS = 86_400_000;

/**
 * The behaviour evaluation form of every company with supervisors: a quiz of kind Evaluation
 * that belongs to no course, five Likert statements a supervisor rates about a direct report
 * one to three months after a training.
 */
export const EVALUATION_FORM = {
  title: ['Evaluasi Perilaku Pasca Pelatihan', 'Post-training behaviour evaluation'],
  description: [
    'Nilai perubahan perilaku kerja setelah pelatihan, 1–3 bulan sesudahnya.',
    'Rate the change in work behaviour after a training, 1–3 months later.',
  ],
  statements: [
    [
      'Menerapkan materi pelatihan dalam pekerjaan sehari-hari',
      'Applies what the training taught in day-to-day work',
    ],
    [
      'Berbagi pengetahuan dari pelatihan dengan rekan kerja',
      'Shares what they learned in the training with colleagues',
    ],
    ['Menunjukkan peningkatan kualitas hasil kerja', 'Shows a better quality of work'],
    [
      'Lebih percaya diri mengambil keputusan terkait topik pelatihan',
      'Makes decisions on the training’s topic with more confidence',
    ],
    ['Membutuhkan lebih sedikit arahan pada tugas terkait', 'Needs less guidance on related tasks'],
  ],
} as const;

/**
 * Rina evaluated Yoga a month after his verified certification (training-records.ts): 75 of
 * 100. Putri has none, so the end-to-end journey fills her first one.
 */
const EVALUATIONS = [
  {
    evaluator: 'member@ajar.local',
    person: 'member2@ajar.local',
    record: 'Sertifikasi Penjualan Konsultatif',
    ratings: [4, 5, 4, 3, 4],
    comment:
      'Yoga kini memetakan kebutuhan klien sebelum presentasi dan mengajarkan caranya kepada Putri. Keputusan diskon masih sering ia tanyakan kepada saya.',
    daysAgo: 5,
  },
] as const;

async function insertForm(db: Kysely<Schema>, companyId: number, now: Date) {
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ content_id: null, kind: QUIZ_KIND.Evaluation, review: 'never' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [titleId, titleEn] = EVALUATION_FORM.title;
  const [descriptionId, descriptionEn] = EVALUATION_FORM.description;
  await db
    .insertInto('team_evaluation_forms')
    .values({
      quiz_id: quizId,
      company_id: companyId,
      title_id: titleId,
      title_en: titleEn,
      description_id: descriptionId,
      description_en: descriptionEn,
      created_at: new Date(now.getTime() - 60 * DAY_MS),
    })
    .execute();
  const rows = await db
    .insertInto('questions')
    .values(
      EVALUATION_FORM.statements.map(([textId, textEn], i) => ({
        quiz_id: quizId,
        position: i + 1,
        type: 'likert' as const,
        text_id: textId,
        text_en: textEn,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  // Matched back by position: PostgreSQL does not promise the order of returned rows.
  const statements = rows.sort((a, b) => a.position - b.position).map((r) => r.id);
  return { quizId, statements };
}

/**
 * Writes the form when the company has supervisors, then the demo evaluations of the company
 * whose users are given; answers how many evaluations. Seeded after the training records.
 */
export async function insertTeamEvaluations(
  db: Kysely<Schema>,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
): Promise<{ forms: number; evaluations: number }> {
  const led = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('supervisor_id', 'is not', null)
    .executeTakeFirst();
  if (!led) return { forms: 0, evaluations: 0 };
  const form = await insertForm(db, ctx.companyId, ctx.now);
  let evaluations = 0;
  for (const seed of EVALUATIONS) {
    const evaluator = ctx.users.get(seed.evaluator);
    const person = ctx.users.get(seed.person);
    if (evaluator === undefined || person === undefined) continue;
    const record = await db
      .selectFrom('training_records')
      .select('id')
      .where('user_id', '=', person)
      .where('title', '=', seed.record)
      .where('status', '=', 'verified')
      .executeTakeFirstOrThrow();
    const at = new Date(ctx.now.getTime() - seed.daysAgo * DAY_MS);
    const { id } = await db
      .insertInto('team_evaluations')
      .values({
        company_id: ctx.companyId,
        evaluator_id: evaluator,
        subject_id: person,
        quiz_id: form.quizId,
        record_id: record.id,
        score: evaluationScore(seed.ratings, LIKERT_POINTS)!,
        comment: seed.comment,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('team_evaluation_ratings')
      .values(
        form.statements.map((questionId, i) => ({
          evaluation_id: id,
          question_id: questionId,
          rating: seed.ratings[i]!,
        })),
      )
      .execute();
    await db
      .insertInto('team_log')
      .values({
        company_id: ctx.companyId,
        actor_id: evaluator,
        subject_id: person,
        action: 'evaluation.submitted',
        facts: JSON.stringify({ evaluationId: id, formId: form.quizId }),
        at,
      })
      .execute();
    evaluations += 1;
  }
  return { forms: 1, evaluations };
}
