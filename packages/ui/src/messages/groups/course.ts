/** Built-in labels of the course components, Indonesian and English (same keys in both). */
export const courseMessages = {
  id: {},
  en: {},
} as const;
