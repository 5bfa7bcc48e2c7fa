import { http, HttpResponse } from 'msw';
import type {
  AnswerValue,
  Attempt,
  AttemptResult,
  LearnContent,
  SavedAnswer,
} from '@ajar/api/contract';
import { leadershipCourse } from './QuizPanel.fixtures';
import type { FixtureQuestion } from './quiz.questions.fixtures';
import { mockRoute } from '../../../../api';

interface ServerAnswer {
  value: AnswerValue;
  answeredAt: string;
}

interface ServerAttempt {
  id: number;
  attemptNumber: number;
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  answers: Map<string, ServerAnswer>;
}

interface GivenAnswer extends ServerAnswer {
  questionId: number;
}

export interface QuizApiOptions {
  content: LearnContent;
  questions: FixtureQuestion[];
  /** An attempt already open on the server (started before a reload), with what it saved. */
  open?: { id: number; answers?: Record<string, AnswerValue>; secondsLeft?: number };
  /** Seconds left on a new attempt; by default the quiz's time limit. */
  secondsLeft?: number;
  /** Submitted attempts the server counts, when it knows more than the quiz info said. */
  attemptsUsed?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));
const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function isCorrect({ question, correct }: FixtureQuestion, value: AnswerValue | undefined) {
  if (value === undefined) return false;
  if (question.type === 'multiple') return Array.isArray(value) && sameSet(value, correct);
  if (typeof value !== 'string') return false;
  if (question.type === 'shortAnswer') return correct.some((c) => normal(c) === normal(value));
  return correct[0] === value;
}

/**
 * The attempt endpoints as the API keeps them, in memory: start (201 new, 200 the open one,
 * 409 when used up), read, save answers (the newest `answeredAt` wins), submit (idempotent,
 * graded like the server). `state.isOffline` makes the answer saves fail as a dropped
 * connection does; `state.saves` and `state.submits` record what the app sent.
 */
export function quizApi({ content, questions, open, secondsLeft, attemptsUsed }: QuizApiOptions) {
  const quiz = content.quiz!;
  const attempts = new Map<number, ServerAttempt>();
  const state = {
    isOffline: false,
    attemptsUsed: attemptsUsed ?? quiz.attemptsUsed,
    saves: [] as GivenAnswer[],
    submits: [] as GivenAnswer[][],
    nextId: 300,
  };

  const create = (id: number, seconds: number | null | undefined, saved = {}) => {
    const now = Date.now();
    const attempt: ServerAttempt = {
      id,
      attemptNumber: state.attemptsUsed + 1,
      startedAt: iso(now - 60_000),
      deadlineAt: seconds === null || seconds === undefined ? null : iso(now + seconds * 1000),
      submittedAt: null,
      answers: new Map(
        Object.entries(saved as Record<string, AnswerValue>).map(([qid, value]) => [
          qid,
          { value, answeredAt: iso(now - 30_000) },
        ]),
      ),
    };
    attempts.set(id, attempt);
    return attempt;
  };
  if (open) create(open.id, open.secondsLeft ?? quiz.timeLimitSeconds, open.answers);

  const upsert = (attempt: ServerAttempt, given: GivenAnswer) => {
    const key = String(given.questionId);
    const kept = attempt.answers.get(key);
    if (kept && Date.parse(kept.answeredAt) > Date.parse(given.answeredAt)) return false;
    attempt.answers.set(key, { value: given.value, answeredAt: given.answeredAt });
    return true;
  };

  function grade(attempt: ServerAttempt): AttemptResult {
    const scored = questions.filter((q) => q.question.type !== 'likert');
    const answerOf = (q: FixtureQuestion) => attempt.answers.get(String(q.question.id))?.value;
    const correctCount = scored.filter((q) => isCorrect(q, answerOf(q))).length;
    const isQuiz = quiz.kind === 0;
    const score = isQuiz ? Math.round((correctCount / scored.length) * 1000) / 10 : null;
    const passed = score === null ? null : score >= quiz.passThreshold;
    // The server's review policy: `afterPassedOrLastAttempt` opens once passed or out of tries.
    const lastUsed =
      quiz.maxAttempts !== null &&
      Math.max(state.attemptsUsed, attempt.attemptNumber) >= quiz.maxAttempts;
    const withheld = !isQuiz
      ? null
      : quiz.review === 'never'
        ? 'never'
        : quiz.review === 'afterSubmit' || passed || quiz.passed || lastUsed
          ? null
          : 'untilPassedOrLastAttempt';
    return {
      score,
      passed,
      correctCount,
      totalQuestions: questions.length,
      passThreshold: quiz.passThreshold,
      review:
        isQuiz && withheld === null
          ? scored.map((q) => ({
              questionId: q.question.id,
              isCorrect: isCorrect(q, answerOf(q)),
              correct: q.correct,
              explanation: q.explanation,
            }))
          : null,
      reviewWithheld: withheld,
    };
  }

  const view = (attempt: ServerAttempt): Attempt => ({
    id: attempt.id,
    quizId: quiz.id,
    kind: quiz.kind,
    attemptNumber: attempt.attemptNumber,
    course: leadershipCourse,
    content: { id: content.id, type: content.type, title: content.title },
    status: attempt.submittedAt ? 'submitted' : 'open',
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    submittedAt: attempt.submittedAt,
    serverNow: iso(Date.now()),
    questions: questions.map((q) => q.question),
    answers: Object.fromEntries([...attempt.answers].map(([qid, a]) => [qid, a.value])),
    result: attempt.submittedAt ? grade(attempt) : null,
  });

  const find = (id: unknown) => attempts.get(Number(id));
  const notFound = () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
  const closed = () =>
    HttpResponse.json(
      { error: { code: 'attempt_closed', message: 'Waktu mengerjakan sudah habis' } },
      { status: 409 },
    );
  const isOverGrace = (a: ServerAttempt) =>
    a.deadlineAt !== null && Date.now() > Date.parse(a.deadlineAt) + 30_000;

  const handlers = [
    http.post(mockRoute('/quizzes/{id}/attempts'), () => {
      const running = [...attempts.values()].find((a) => !a.submittedAt);
      if (running) return HttpResponse.json(view(running));
      if (quiz.maxAttempts !== null && state.attemptsUsed >= quiz.maxAttempts)
        return HttpResponse.json(
          { error: { code: 'attempts_exhausted', message: 'Kesempatan sudah habis' } },
          { status: 409 },
        );
      const attempt = create(state.nextId++, secondsLeft ?? quiz.timeLimitSeconds);
      return HttpResponse.json(view(attempt), { status: 201 });
    }),
    http.get(mockRoute('/attempts/{id}'), ({ params }) => {
      const attempt = find(params.id);
      if (!attempt) return notFound();
      // Past the deadline's grace: graded with what was saved as soon as anyone looks.
      if (!attempt.submittedAt && isOverGrace(attempt)) {
        attempt.submittedAt = attempt.deadlineAt;
        state.attemptsUsed += 1;
      }
      return HttpResponse.json(view(attempt));
    }),
    http.put(mockRoute('/attempts/{id}/answers/{questionId}'), async ({ params, request }) => {
      if (state.isOffline) return HttpResponse.error();
      const attempt = find(params.id);
      if (!attempt) return notFound();
      if (attempt.submittedAt || isOverGrace(attempt)) return closed();
      const body = (await request.json()) as ServerAnswer;
      const given = { questionId: Number(params.questionId), ...body };
      state.saves.push(given);
      const applied = upsert(attempt, given);
      return HttpResponse.json<SavedAnswer>({
        questionId: given.questionId,
        savedAt: iso(Date.now()),
        applied,
      });
    }),
    http.post(mockRoute('/attempts/{id}/submit'), async ({ params, request }) => {
      if (state.isOffline) return HttpResponse.error();
      const attempt = find(params.id);
      if (!attempt) return notFound();
      const { answers = [] } = (await request.json()) as { answers?: GivenAnswer[] };
      state.submits.push(answers);
      if (!attempt.submittedAt) {
        if (!isOverGrace(attempt)) for (const given of answers) upsert(attempt, given);
        attempt.submittedAt = iso(Date.now());
        state.attemptsUsed += 1;
      }
      return HttpResponse.json(view(attempt));
    }),
  ];

  return { handlers, state, attempts, view };
}

/** An attempt as the server shows it once submitted and graded (for the review). */
export function submittedAttempt(
  options: QuizApiOptions & { open: NonNullable<QuizApiOptions['open']> },
): Attempt {
  const { attempts, view } = quizApi(options);
  const attempt = attempts.get(options.open.id)!;
  attempt.submittedAt = iso(Date.parse(attempt.startedAt) + 8 * 60_000);
  return view(attempt);
}
