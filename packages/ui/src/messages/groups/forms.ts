/** Built-in labels of the forms components, Indonesian and English (same keys in both). */
export const formsMessages = {
  id: {},
  en: {},
} as const;
