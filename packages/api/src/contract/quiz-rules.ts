// No zod here: the app imports this module by value (see durations.ts).

/** Score (0-100) at or above which a learner passes, unless a quiz sets its own. */
export const PASS_THRESHOLD = 50;

/** A quiz is graded (Quiz) or only collects opinions (Evaluation). */
export const QUIZ_KIND = { Quiz: 0, Evaluation: 1 } as const;

/** Where a learner stands with a course's final quiz. */
export const FINAL_QUIZ_STATUS = ['NoFinalQuiz', 'Passed', 'NotPassed'] as const;
export type FinalQuizStatus = (typeof FINAL_QUIZ_STATUS)[number];
