/** Component tokens of the quiz group (see ../component.ts). */
export const quizTokens = {
  /** Smallest height of an AnswerOption: a large hit area, well above 24px (WCAG 2.5.8). */
  answerOptionMinHeight: '3rem',
  /** Diameter of the letter marker (A, B, C…) of an AnswerOption. */
  answerOptionMarkerSize: '2rem',
  /** Side of an AnswerOption's radio or checkbox. */
  answerOptionControlSize: '1.25rem',
  /** Narrowest an AnswerOption's text gets before its review words move under it. */
  answerOptionTextMinWidth: '10rem',
  /** Icons of the quiz components: correct/incorrect, flag, clock. */
  quizIconSize: '1.25rem',
  /** Widest a QuestionCard grows, keeping lines readable. */
  questionCardMaxWidth: '48rem',
  /** Side of a QuizNavigator question button (44px target). */
  quizNavigatorItemSize: '2.75rem',
  /** Side of the flag / answered marker in a QuizNavigator button. */
  quizNavigatorMarkerSize: '0.875rem',
  /** Smallest width of the QuizTimer digits, so the box does not jump as they change. */
  quizTimerDigitsMinWidth: '4.5ch',
} as const;
