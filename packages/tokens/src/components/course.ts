/** Component tokens of the course group (see ../component.ts). */
export const courseTokens = {} as const;
