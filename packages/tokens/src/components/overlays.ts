/** Component tokens of the overlays group (see ../component.ts). */
export const overlaysTokens = {} as const;
