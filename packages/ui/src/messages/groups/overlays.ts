/** Built-in labels of the overlays components, Indonesian and English (same keys in both). */
export const overlaysMessages = {
  id: {},
  en: {},
} as const;
