/** Component tokens of the structure group (see ../component.ts). */
export const structureTokens = {} as const;
