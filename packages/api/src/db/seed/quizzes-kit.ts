import { QUIZ_KIND } from '../../contract/quiz-rules';
import type { ContentType } from '../../contract/content-types';
import type { ReviewMode } from '../../contract/learning';
import type { QuestionType } from '../../contract/quiz';

/** [Indonesian, English]: tuples keep the question banks readable. */
export type Text = readonly [string, string];

export interface OptionSeed {
  text: Text;
  correct: boolean;
}

export interface QuestionSeed {
  type: QuestionType;
  text: Text;
  options: readonly OptionSeed[];
  accepted: readonly string[];
  explanation: Text | null;
  points?: number;
}

export interface QuizSeed {
  kind?: number;
  time_limit_seconds?: number | null;
  max_attempts?: number | null;
  shuffle_questions?: boolean;
  shuffle_options?: boolean;
  review?: ReviewMode;
  pass_threshold?: number;
  questions: readonly QuestionSeed[];
}

/** A course's quizzes by the content type they belong to (a course has one of each at most). */
export type CourseQuizzes = Partial<Record<ContentType, QuizSeed>>;

export const right = (id: string, en: string): OptionSeed => ({ text: [id, en], correct: true });
export const wrong = (id: string, en: string): OptionSeed => ({ text: [id, en], correct: false });

export const single = (text: Text, options: OptionSeed[], explanation: Text | null = null) =>
  ({ type: 'single', text, options, accepted: [], explanation }) satisfies QuestionSeed;

export const multiple = (text: Text, options: OptionSeed[], explanation: Text | null = null) =>
  ({ type: 'multiple', text, options, accepted: [], explanation }) satisfies QuestionSeed;

/** Always two options, Benar before Salah. */
export const trueFalse = (text: Text, answer: boolean, explanation: Text | null = null) =>
  ({
    type: 'trueFalse',
    text,
    options: [
      { text: ['Benar', 'True'], correct: answer },
      { text: ['Salah', 'False'], correct: !answer },
    ],
    accepted: [],
    explanation,
  }) satisfies QuestionSeed;

/** Accepted answers compare ignoring case and extra spaces. */
export const shortAnswer = (text: Text, accepted: string[], explanation: Text | null = null) =>
  ({ type: 'shortAnswer', text, options: [], accepted, explanation }) satisfies QuestionSeed;

export const likert = (text: Text) =>
  ({ type: 'likert', text, options: [], accepted: [], explanation: null }) satisfies QuestionSeed;

/**
 * How each kind of quiz content runs unless a course says otherwise: a pre test is taken
 * once to measure the start, a post test may be retried, a final quiz is timed, shuffled and
 * must be passed, an evaluation is a one-off unscored survey. Scored quizzes that can be
 * retried show their right answers only once passed or out of attempts, so a retry is the
 * learner's own work.
 */
export const RULES: Record<string, Omit<QuizSeed, 'questions'>> = {
  'Pre Test': { max_attempts: 1, review: 'never' },
  'Post Test': { max_attempts: 3, review: 'afterPassedOrLastAttempt' },
  'Final Quiz': {
    time_limit_seconds: 900,
    max_attempts: 3,
    shuffle_questions: true,
    shuffle_options: true,
    review: 'afterPassedOrLastAttempt',
    pass_threshold: 70,
  },
  Evaluation: { kind: QUIZ_KIND.Evaluation, max_attempts: 1, review: 'never' },
};

/** The training evaluation every course with an Evaluation content uses. */
export const TRAINING_EVALUATION: QuizSeed = {
  questions: [
    likert([
      'Trainer menyampaikan materi dengan jelas dan mudah dipahami.',
      'The facilitator explained the material clearly.',
    ]),
    likert([
      'Materi pelatihan ini relevan dengan pekerjaan saya sehari-hari.',
      'The material is relevant to my day-to-day work.',
    ]),
    likert([
      'Contoh kasus dan latihan membantu saya memahami materi.',
      'The examples and exercises helped me understand the material.',
    ]),
    likert([
      'Saya akan merekomendasikan pelatihan ini kepada rekan kerja.',
      'I would recommend this training to a colleague.',
    ]),
  ],
};
