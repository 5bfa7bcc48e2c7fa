/** Component tokens of the forms group (see ../component.ts). */
export const formsTokens = {} as const;
