import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_KIND } from '../contract/quiz-rules';
import type { TeamMemberDetail } from '../contract/team';
import type {
  EvaluationFormView,
  EvaluationRecap,
  TeamEvaluation,
} from '../contract/team-evaluations';
import { newCompany, newPerson } from '../points/test-fixtures';
import { createCourse, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { teamTestKit } from '../team/team-test-kit';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;

const { call, refusal: codeOf, reportsTo, orgChart: people } = teamTestKit(() => h);

/** A company form of three Likert statements. */
async function newForm(company: number, title = 'Evaluasi Perilaku') {
  const { id: quizId } = await db()
    .insertInto('quizzes')
    .values({ content_id: null, kind: QUIZ_KIND.Evaluation })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('team_evaluation_forms')
    .values({ quiz_id: quizId, company_id: company, title_id: title, title_en: `${title} (en)` })
    .execute();
  const statements = await db()
    .insertInto('questions')
    .values(
      // Written last first: the form lists them by position.
      ['Lebih mandiri', 'Berbagi pengetahuan', 'Menerapkan materi'].map((text, i) => ({
        quiz_id: quizId,
        position: 3 - i,
        type: 'likert' as const,
        text_id: text,
        text_en: text,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  return {
    quizId,
    statements: statements.sort((a, b) => a.position - b.position).map((s) => s.id),
  };
}

async function completed(company: number, who: Learner, on = '2026-01-10T05:00:00Z') {
  const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
  await db()
    .insertInto('enrolments')
    .values({
      company_id: company,
      user_id: who.auth.userId,
      course_id: courseId,
      source: 'free',
      progress: 100,
      completed_at: new Date(on),
    })
    .execute();
  return courseId;
}

async function record(company: number, who: Learner, status: 'verified' | 'submitted') {
  const { id } = await db()
    .insertInto('training_records')
    .values({
      company_id: company,
      user_id: who.auth.userId,
      title: 'Sertifikasi Penjualan',
      provider: 'Asosiasi Penjual',
      type: 'certification',
      delivery: 'offline',
      starts_on: '2026-02-01',
      ends_on: '2026-02-02',
      hours: 16,
      funded_by: 'company',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const rate = (statements: number[], ratings: number[]) =>
  Object.fromEntries(statements.map((id, i) => [String(id), ratings[i]]));
const formPath = (who: Learner, quizId: number) =>
  `/team-evaluations/members/${who.auth.userId}/forms/${quizId}`;

describe('behaviour evaluations', () => {
  it('Rina evaluates Yoga twice; the recap lists both with scores and the trend', async () => {
    const { company, rina, yoga } = await people();
    const form = await newForm(company);
    const other = await newForm(await newCompany(db()), 'Formulir lain');
    const course = await completed(company, yoga, '2026-01-10T05:00:00Z');
    const recordId = await record(company, yoga, 'verified');
    const recapPath = `/team-evaluations/members/${yoga.auth.userId}`;

    const empty = await call<EvaluationRecap>(rina, 'GET', recapPath);
    expect(empty).toMatchObject({ member: { name: 'Yoga Anggota' }, items: [], average: null });
    expect(empty.forms).toEqual([
      {
        id: form.quizId,
        title: { id: 'Evaluasi Perilaku', en: 'Evaluasi Perilaku (en)' },
        description: null,
        statementCount: 3,
      },
    ]);
    // Newest first: the record ended in February, the course in January.
    expect(empty.pending.map((t) => [t.kind, t.id, t.evaluationId])).toEqual([
      ['record', recordId, null],
      ['course', course, null],
    ]);

    const view = await call<EvaluationFormView>(rina, 'GET', formPath(yoga, form.quizId));
    expect(view.statements.map((s) => s.id)).toEqual(form.statements);
    expect(view.statements[0]!.text.id).toBe('Menerapkan materi');
    expect(view.likertPoints).toBe(5);
    expect(view.trainings.map((t) => t.evaluationId)).toEqual([null, null]);

    const first = await call<TeamEvaluation>(
      rina,
      'POST',
      formPath(yoga, form.quizId),
      {
        training: { kind: 'course', id: course },
        ratings: rate(form.statements, [4, 5, 3]),
        comment: '  Rapat tim kini dibuka dengan tujuan yang jelas.  ',
      },
      201,
    );
    expect(first).toMatchObject({
      member: { id: yoga.auth.userId },
      evaluator: { name: 'Rina Atasan' },
      training: { kind: 'course', id: course },
      score: 75,
      previousScore: null,
      comment: 'Rapat tim kini dibuka dengan tujuan yang jelas.',
    });
    expect(first.ratings.map((r) => [r.statement.id, r.rating])).toEqual([
      [form.statements[0], 4],
      [form.statements[1], 5],
      [form.statements[2], 3],
    ]);
    const filled = await call<EvaluationFormView>(rina, 'GET', formPath(yoga, form.quizId));
    expect(filled.trainings.map((t) => t.evaluationId)).toEqual([null, first.id]);

    const second = await call<TeamEvaluation>(
      rina,
      'POST',
      formPath(yoga, form.quizId),
      { training: { kind: 'record', id: recordId }, ratings: rate(form.statements, [2, 2, 3]) },
      201,
    );
    expect(second).toMatchObject({ score: 33.3, previousScore: 75, comment: null });

    const recap = await call<EvaluationRecap>(rina, 'GET', recapPath);
    expect(recap.items.map((e) => [e.id, e.score, e.previousScore])).toEqual([
      [second.id, 33.3, 75],
      [first.id, 75, null],
    ]);
    expect(recap.average).toBe(54.2);
    expect(recap.pending).toEqual([]);
    expect(await call<TeamEvaluation>(rina, 'GET', `/team-evaluations/${first.id}`)).toEqual(first);

    // The log says who evaluated whom, never the ratings; the person's page does not list it.
    const log = await db()
      .selectFrom('team_log')
      .select(['action', 'actor_id', 'facts'])
      .where('subject_id', '=', yoga.auth.userId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      {
        action: 'evaluation.submitted',
        actor_id: rina.auth.userId,
        facts: { evaluationId: first.id, formId: form.quizId },
      },
      {
        action: 'evaluation.submitted',
        actor_id: rina.auth.userId,
        facts: { evaluationId: second.id, formId: form.quizId },
      },
    ]);
    const detail = await call<TeamMemberDetail>(rina, 'GET', `/team/members/${yoga.auth.userId}`);
    expect(detail.log).toEqual([]);
    // Yoga is not told.
    const notices = await db()
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', yoga.auth.userId)
      .execute();
    expect(notices).toEqual([]);
    // Another company's form is not Rina's to use.
    await call(rina, 'GET', formPath(yoga, other.quizId), undefined, 404);
  });

  it('is the current supervisor’s alone: the person, a peer, her supervisor, another company get 404', async () => {
    const { company, rina, yoga, budi, dedi, putri, sari } = await people();
    const form = await newForm(company);
    const course = await completed(company, yoga);
    const evaluation = await call<TeamEvaluation>(
      rina,
      'POST',
      formPath(yoga, form.quizId),
      { training: { kind: 'course', id: course }, ratings: rate(form.statements, [3, 3, 3]) },
      201,
    );
    const stranger = await newPerson(h, await newCompany(db()));
    const body = {
      training: { kind: 'course', id: course },
      ratings: rate(form.statements, [3, 3, 3]),
    };
    for (const other of [yoga, putri, budi, dedi, stranger]) {
      await call(other, 'GET', `/team-evaluations/members/${yoga.auth.userId}`, undefined, 404);
      await call(other, 'GET', formPath(yoga, form.quizId), undefined, 404);
      await call(other, 'POST', formPath(yoga, form.quizId), body, 404);
      await call(other, 'GET', `/team-evaluations/${evaluation.id}`, undefined, 404);
    }
    // Rina's reach stops at her own reports: a peer's report, herself, another company's.
    for (const person of [sari, rina, stranger])
      await call(rina, 'GET', `/team-evaluations/members/${person.auth.userId}`, undefined, 404);

    // Once Yoga moves to Dedi's team, Dedi reads his history and Rina no longer does.
    await reportsTo(dedi, yoga);
    await call(rina, 'GET', `/team-evaluations/${evaluation.id}`, undefined, 404);
    const recap = await call<EvaluationRecap>(
      dedi,
      'GET',
      `/team-evaluations/members/${yoga.auth.userId}`,
    );
    expect(recap.items.map((e) => [e.id, e.evaluator.name])).toEqual([
      [evaluation.id, 'Rina Atasan'],
    ]);
  });

  it('refuses a training not theirs or not finished, incomplete or unknown ratings, a second time', async () => {
    const { company, rina, yoga, putri } = await people();
    const form = await newForm(company);
    const course = await completed(company, yoga);
    const putrisCourse = await completed(company, putri);
    const { courseId: unfinished } = await createCourse(db(), company, [{ type: 'Module' }]);
    const waiting = await record(company, yoga, 'submitted');
    const path = formPath(yoga, form.quizId);
    const all = rate(form.statements, [4, 4, 4]);
    const training = { kind: 'course', id: course };

    for (const other of [
      { kind: 'course', id: putrisCourse },
      { kind: 'course', id: unfinished },
      { kind: 'record', id: waiting },
    ])
      expect(await codeOf(rina, 'POST', path, { training: other, ratings: all }, 422)).toEqual({
        code: 'training_not_completed',
        field: 'training',
        message: 'Pilih pelatihan yang sudah diselesaikan anggota tim ini',
      });
    const [a, b] = form.statements as [number, number, number];
    expect(
      await codeOf(rina, 'POST', path, { training, ratings: { [a]: 4, [b]: 4 } }, 422),
    ).toMatchObject({ code: 'ratings_incomplete', field: 'ratings' });
    expect(
      await codeOf(rina, 'POST', path, { training, ratings: { ...all, '999999': 3 } }, 422),
    ).toMatchObject({ code: 'unknown_statement', field: 'ratings' });
    // Outside the scale never parses.
    await call(rina, 'POST', path, { training, ratings: { ...all, [a]: 6 } }, 400);
    await call(rina, 'POST', path, { training, ratings: { ...all, [a]: 0 } }, 400);
    // The score is the server's: a score sent along is not part of the body.
    await call(rina, 'POST', path, { training, ratings: all, score: 100 }, 400);

    await call(rina, 'POST', path, { training, ratings: all }, 201);
    expect(await codeOf(rina, 'POST', path, { training, ratings: all }, 409)).toMatchObject({
      code: 'already_evaluated',
    });
    // Another form may still be filled for the same training.
    const second = await newForm(company, 'Formulir kedua');
    await call(
      rina,
      'POST',
      formPath(yoga, second.quizId),
      { training, ratings: rate(second.statements, [5, 5, 5]) },
      201,
    );
  });

  it('keeps a form out of every learner quiz route', async () => {
    const { company, yoga } = await people();
    const form = await newForm(company);
    await completed(company, yoga);
    await call(yoga, 'POST', `/quizzes/${form.quizId}/attempts`, undefined, 404);
  });
});
