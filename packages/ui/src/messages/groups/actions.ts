/** Built-in labels of the actions components, Indonesian and English (same keys in both). */
export const actionsMessages = {
  id: {
    buttonLoading: 'Memuat',
    toastRegion: 'Notifikasi',
    toastClose: 'Tutup',
    toastWarningTitle: 'Perhatian!',
    toastKindInfo: 'Informasi',
    toastKindSuccess: 'Berhasil',
    toastKindWarning: 'Peringatan',
    toastKindError: 'Gagal',
  },
  en: {
    buttonLoading: 'Loading',
    toastRegion: 'Notifications',
    toastClose: 'Close',
    toastWarningTitle: 'Attention!',
    toastKindInfo: 'Information',
    toastKindSuccess: 'Success',
    toastKindWarning: 'Warning',
    toastKindError: 'Error',
  },
} as const;
