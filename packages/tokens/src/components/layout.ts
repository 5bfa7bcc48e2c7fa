/** Component tokens of the layout group (see ../component.ts). */
export const layoutTokens = {} as const;
