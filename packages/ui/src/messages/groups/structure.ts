/** Built-in labels of the structure components, Indonesian and English (same keys in both). */
export const structureMessages = {
  id: {},
  en: {},
} as const;
