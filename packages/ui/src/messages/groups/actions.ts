/** Built-in labels of the actions components, Indonesian and English (same keys in both). */
export const actionsMessages = {
  id: {},
  en: {},
} as const;
