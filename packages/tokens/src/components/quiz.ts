/** Component tokens of the quiz group (see ../component.ts). */
export const quizTokens = {} as const;
