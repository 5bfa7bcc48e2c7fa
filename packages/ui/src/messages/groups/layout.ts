/** Built-in labels of the layout components, Indonesian and English (same keys in both). */
export const layoutMessages = {
  id: {},
  en: {},
} as const;
