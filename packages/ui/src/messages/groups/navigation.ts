/** Built-in labels of the navigation components, Indonesian and English (same keys in both). */
export const navigationMessages = {
  id: {},
  en: {},
} as const;
