/** Component tokens of the actions group (see ../component.ts). */
export const actionsTokens = {} as const;
