/** Built-in labels of the quiz components, Indonesian and English (same keys in both). */
export const quizMessages = {
  id: {},
  en: {},
} as const;
