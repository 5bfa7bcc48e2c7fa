/** Component tokens of the navigation group (see ../component.ts). */
export const navigationTokens = {} as const;
