import { delay, http, HttpResponse } from 'msw';
import type {
  EvaluationFormSummary,
  EvaluationFormView,
  EvaluationRecap,
  EvaluationTraining,
  LIKERT_POINTS,
  NewTeamEvaluation,
  QuestionTraining,
  TeamEvaluation,
  TeamEvaluationSummary,
} from '@ajar/api/contract';
import { evaluationScore } from '@ajar/api/contract/team-evaluation-rules';
import { mockRoute } from '../../../api';
import { apiError } from './fixtureErrors';
import {
  COMPLETED,
  FORMS,
  PEOPLE,
  RINA,
  seeded,
  STORY_NOW,
  type Form,
  type Stored,
} from './teamEvaluations.data';

export * from './teamEvaluations.data';

// The contract's scale, typed against it: a value import would bring zod into the bundle.
const POINTS: typeof LIKERT_POINTS = 5;

export interface EvaluationScenario {
  /** The company has no evaluation form yet (so no evaluation either). */
  noForms?: boolean;
  /** The company has one form: the behaviour one. */
  oneForm?: boolean;
  /** Submits never reach the API (offline) until the story sets `api.state.offline` back. */
  offline?: boolean;
  /** Milliseconds a submit takes to answer, to see it under way. */
  slow?: number;
}

const sameTraining = (a: QuestionTraining, b: { kind: string; id: number }) =>
  a.kind === b.kind && a.id === b.id;
const newestFirst = (list: Stored[]) =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * A stateful fake of the evaluations' routes as Rina (id 4) meets them: her three people, the
 * company's forms, the API's rules (one evaluation per person, form and training; every
 * statement rated; only a completed training).
 */
export function evaluationsApi({
  noForms = false,
  oneForm = false,
  offline = false,
  slow = 0,
}: EvaluationScenario = {}) {
  const stored = noForms ? [] : seeded();
  const forms: Form[] = noForms ? [] : oneForm ? [FORMS.behaviour] : Object.values(FORMS);
  // The fake's own copy: a story may take a training back (a record no longer verified).
  const completed: Record<number, QuestionTraining[]> = Object.fromEntries(
    Object.entries(COMPLETED).map(([id, list]) => [id, [...list]]),
  );
  let lastId = 120;
  const state = { offline, submitted: [] as (NewTeamEvaluation & { formId: number })[] };

  const member = (id: unknown) => PEOPLE.find((p) => p.id === Number(id));
  const formOf = (id: unknown) => forms.find((f) => f.id === Number(id));
  const scoreOf = (e: Stored) => evaluationScore(Object.values(e.ratings), POINTS) ?? 0;
  const summaryOf = (form: Form): EvaluationFormSummary => ({
    id: form.id,
    title: form.title,
    description: form.description,
    statementCount: form.statements.length,
  });
  const summary = (e: Stored): TeamEvaluationSummary => {
    const before = newestFirst(stored).find(
      (o) => o.member.id === e.member.id && o.createdAt < e.createdAt,
    );
    return {
      id: e.id,
      form: { id: e.form.id, title: e.form.title },
      training: e.training,
      evaluator: e.evaluator,
      score: scoreOf(e),
      previousScore: before ? scoreOf(before) : null,
      createdAt: e.createdAt,
    };
  };
  const full = (e: Stored): TeamEvaluation => ({
    ...summary(e),
    member: e.member,
    likertPoints: POINTS,
    ratings: e.form.statements.map((s) => ({ statement: s, rating: e.ratings[String(s.id)] ?? 0 })),
    comment: e.comment,
  });
  const evaluated = (personId: number, training: QuestionTraining, formId?: number) =>
    stored.find(
      (e) =>
        e.member.id === personId &&
        sameTraining(e.training, training) &&
        (formId === undefined || e.form.id === formId),
    );
  const withEvaluation = (personId: number, formId?: number) => (t: QuestionTraining) =>
    ({ ...t, evaluationId: evaluated(personId, t, formId)?.id ?? null }) as EvaluationTraining;

  const recap = (personId: number): EvaluationRecap => {
    const items = newestFirst(stored.filter((e) => e.member.id === personId)).map(summary);
    const mean = items.reduce((sum, i) => sum + i.score, 0) / items.length;
    return {
      member: member(personId)!,
      items,
      average: items.length ? Math.round(mean * 10) / 10 : null,
      forms: forms.map(summaryOf),
      pending: (completed[personId] ?? [])
        .map(withEvaluation(personId))
        .filter((t) => t.evaluationId === null),
    };
  };
  const formView = (personId: number, form: Form): EvaluationFormView => ({
    member: member(personId)!,
    form: summaryOf(form),
    statements: [...form.statements],
    likertPoints: POINTS,
    trainings: (completed[personId] ?? []).map(withEvaluation(personId, form.id)),
  });

  async function submit(request: Request, id: unknown, quizId: unknown) {
    if (state.offline) return HttpResponse.error();
    if (slow) await delay(slow);
    const person = member(id);
    const form = formOf(quizId);
    if (!person) return apiError(request, 404, 'not_found', 'notFound', 'member');
    if (!form) return apiError(request, 404, 'not_found', 'notFound', 'form');
    const body = (await request.json()) as NewTeamEvaluation;
    state.submitted.push({ ...body, formId: form.id });
    const training = (completed[person.id] ?? []).find((t) => sameTraining(t, body.training));
    if (!training)
      return apiError(request, 422, 'training_not_completed', 'questionTraining', 'training');
    if (evaluated(person.id, training, form.id))
      return apiError(request, 409, 'already_evaluated', 'evaluationDone', 'training');
    if (form.statements.some((st) => !body.ratings[String(st.id)]))
      return apiError(request, 422, 'ratings_incomplete', 'evaluationRatings', 'ratings');
    const created: Stored = {
      id: ++lastId,
      form,
      member: person,
      evaluator: RINA,
      training,
      ratings: body.ratings,
      comment: body.comment?.trim() || null,
      createdAt: new Date(STORY_NOW).toISOString(),
    };
    stored.push(created);
    return HttpResponse.json(full(created), { status: 201 });
  }

  /** Another supervisor's tab evaluates a training meanwhile: the next submit of it is a 409. */
  function evaluateMeanwhile(personId: number, form: Form, training: QuestionTraining) {
    const id = ++lastId;
    const ratings = Object.fromEntries(form.statements.map((s) => [String(s.id), 4]));
    stored.push({
      id,
      form,
      member: member(personId)!,
      evaluator: RINA,
      training,
      ratings,
      comment: null,
      createdAt: new Date(STORY_NOW).toISOString(),
    });
    return id;
  }

  /** The training is no longer the person's (its record was sent back): the next submit is a 422. */
  function unverify(personId: number, training: QuestionTraining) {
    completed[personId] = (completed[personId] ?? []).filter((t) => !sameTraining(t, training));
  }

  const formRoute = mockRoute('/team-evaluations/members/{id}/forms/{quizId}');
  return {
    state,
    evaluateMeanwhile,
    unverify,
    handlers: [
      http.get(mockRoute('/team-evaluations/members/{id}'), ({ request, params }) => {
        const person = member(params.id);
        if (!person) return apiError(request, 404, 'not_found', 'notFound', 'member');
        return HttpResponse.json(recap(person.id));
      }),
      http.get(formRoute, ({ request, params }) => {
        const person = member(params.id);
        const form = formOf(params.quizId);
        if (!person) return apiError(request, 404, 'not_found', 'notFound', 'member');
        if (!form) return apiError(request, 404, 'not_found', 'notFound', 'form');
        return HttpResponse.json(formView(person.id, form));
      }),
      http.post(formRoute, ({ request, params }) => submit(request, params.id, params.quizId)),
      http.get(mockRoute('/team-evaluations/{id}'), ({ request, params }) => {
        const found = stored.find((e) => e.id === Number(params.id));
        if (!found || !member(found.member.id))
          return apiError(request, 404, 'not_found', 'notFound', 'evaluation');
        return HttpResponse.json(full(found));
      }),
    ],
  };
}
