/** Built-in labels of the overlays components, Indonesian and English (same keys in both). */
export const overlaysMessages = {
  id: {
    dialogClose: 'Tutup',
    drawerClose: 'Tutup',
  },
  en: {
    dialogClose: 'Close',
    drawerClose: 'Close',
  },
} as const;
