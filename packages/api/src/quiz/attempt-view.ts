import { QUIZ_KIND } from '../contract/quiz-rules';
import type {
  AnswerValue,
  Attempt,
  AttemptQuestion,
  AttemptResult,
  QuestionReview,
  QuestionType,
} from '../contract/quiz';
import { reviewWithheld, type QuizStanding } from './review-policy';
import { credit, isScored, type GradedQuestion } from './grading';
import type { AttemptRow } from './attempts.queries';
import type { QuestionData, QuizContext } from './quiz.queries';

const OPTION_TYPES: readonly QuestionType[] = ['single', 'multiple', 'trueFalse'];

/** What grading needs of a stored question. */
export function gradedQuestion(q: QuestionData): GradedQuestion {
  return {
    id: q.id,
    type: q.type,
    points: q.points,
    correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => String(o.id)),
    acceptedAnswers: q.acceptedAnswers,
  };
}

/** The attempt's questions in its stored order; ones deleted since are skipped. */
export function orderedQuestions(attempt: AttemptRow, questions: readonly QuestionData[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return attempt.question_order.flatMap((id) => byId.get(id) ?? []);
}

/** Options in the attempt's stored order; any added after the start come last. */
function orderedOptions(attempt: AttemptRow, question: QuestionData) {
  if (!OPTION_TYPES.includes(question.type)) return [];
  const order = attempt.option_order[String(question.id)] ?? [];
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...question.options].sort(
    (a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length),
  );
}

/** Stored answers (JSON values) as the contract's record by question id. */
export function answerMap(rows: readonly { question_id: number; value: unknown }[]) {
  const map = new Map<number, AnswerValue>();
  for (const row of rows) {
    const v = row.value;
    if (typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')))
      map.set(row.question_id, v as AnswerValue);
  }
  return map;
}

export interface AttemptParts {
  attempt: AttemptRow;
  context: QuizContext;
  questions: readonly QuestionData[];
  answers: ReadonlyMap<number, AnswerValue>;
  /** The learner's submitted attempts at this quiz: the review policy depends on them. */
  standing: QuizStanding;
  now: Date;
}

/** Right or wrong, what was right, and why: a scored question's review of one answer. */
export function questionReview(q: QuestionData, answer: AnswerValue | undefined): QuestionReview {
  const graded = gradedQuestion(q);
  return {
    questionId: q.id,
    isCorrect: credit(graded, answer) === 1,
    correct: [...(q.type === 'shortAnswer' ? q.acceptedAnswers : graded.correctOptionIds)],
    explanation:
      q.explanationId === null
        ? null
        : { id: q.explanationId, en: q.explanationEn ?? q.explanationId },
  };
}

/** The question as a learner sees it, options in the given order (none for typed answers). */
export function questionShown(q: QuestionData, options = q.options): AttemptQuestion {
  return {
    id: q.id,
    type: q.type,
    text: { id: q.textId, en: q.textEn },
    options: (OPTION_TYPES.includes(q.type) ? options : []).map((o) => ({
      id: String(o.id),
      text: { id: o.textId, en: o.textEn },
    })),
  };
}

function result({ attempt, context, questions, answers, standing }: AttemptParts): AttemptResult {
  const { quiz } = context;
  const shown = orderedQuestions(attempt, questions);
  const withheld = reviewWithheld(quiz, standing);
  const reviewed = withheld === null && quiz.kind === QUIZ_KIND.Quiz;
  return {
    score: attempt.score === null ? null : Number(attempt.score),
    passed: attempt.passed,
    correctCount: attempt.correct_count ?? 0,
    totalQuestions: shown.length,
    passThreshold: quiz.pass_threshold,
    review: reviewed
      ? shown.filter((q) => isScored(q.type)).map((q) => questionReview(q, answers.get(q.id)))
      : null,
    reviewWithheld: withheld,
  };
}

/**
 * The learner's view of an attempt. Nothing about right answers leaves the server before the
 * attempt is submitted, and after it only when the quiz's review policy allows (the learner's
 * own answers and score always do).
 */
export function attemptView(parts: AttemptParts): Attempt {
  const { attempt, context, answers, now } = parts;
  const shown = orderedQuestions(attempt, parts.questions);
  const questions = shown.map((q) => questionShown(q, orderedOptions(attempt, q)));
  const saved: Record<string, AnswerValue> = {};
  for (const q of shown) {
    const value = answers.get(q.id);
    if (value !== undefined) saved[String(q.id)] = value;
  }
  const submitted = attempt.submitted_at !== null;
  return {
    id: attempt.id,
    quizId: attempt.quiz_id,
    kind: context.quiz.kind,
    attemptNumber: attempt.attempt_number,
    course: {
      id: context.course.id,
      title: { id: context.course.titleId, en: context.course.titleEn },
    },
    content: {
      id: context.content.id,
      type: context.content.type,
      title: { id: context.content.titleId, en: context.content.titleEn },
    },
    status: submitted ? 'submitted' : 'open',
    startedAt: attempt.started_at.toISOString(),
    deadlineAt: attempt.deadline_at?.toISOString() ?? null,
    submittedAt: attempt.submitted_at?.toISOString() ?? null,
    serverNow: now.toISOString(),
    questions,
    answers: saved,
    result: submitted ? result(parts) : null,
  };
}
