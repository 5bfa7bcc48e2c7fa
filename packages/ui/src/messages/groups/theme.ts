/**
 * Built-in labels of the theme studio, Indonesian and English (same keys in both). Kept out of
 * `uiMessages`, which every page loads: only the studio imports them (`useOwnMessages`).
 */
export const themeStudioMessages = {
  id: {
    studioColorLabel: 'Warna merek',
    studioColorHint: 'Kode hex 3 atau 6 digit, misalnya #FF4048.',
    studioColorInvalid: 'Warna belum dikenali. Tulis kode hex, misalnya #FF4048.',
    studioPickerLabel: 'Pilih warna dari palet',
    studioWarningsTitle: 'Perlu diperhatikan',
    studioWarningsNone: 'Warna ini mudah dibedakan',
    studioWarningsNoneBody: 'Berbeda jelas dari merah bahaya, hijau berhasil, dan putih.',
    studioWarnCloseToDanger:
      'Mirip merah tanda bahaya. Tombol hapus tetap bergaris tepi, tetapi tombol utama bisa terlihat seperti peringatan.',
    studioWarnCloseToSuccess:
      'Mirip hijau tanda berhasil. Jawaban benar tetap diberi ikon, tetapi warna merek bisa terbaca sebagai "berhasil".',
    studioWarnCloseToWhite:
      'Hampir putih. Tombol dan kepala halaman diberi garis tepi yang lebih gelap agar tetap terlihat.',
    studioCompareTitle: 'Dibandingkan dengan perusahaan lain',
    studioPreviewTitle: 'Pratinjau halaman',
    studioPreviewLabel: 'Halaman yang dipratinjau',
    studioExportTitle: 'Ekspor',
    studioExportLabel: 'Format ekspor',
    studioExportCss: 'Variabel CSS',
    studioExportJson: 'JSON',
    studioCopy: 'Salin',
    studioCopied: 'Disalin ke papan klip.',
    studioCopyFailed: 'Tidak bisa menyalin otomatis. Pilih teksnya, lalu salin.',
  },
  en: {
    studioColorLabel: 'Brand colour',
    studioColorHint: 'A 3- or 6-digit hex code, e.g. #FF4048.',
    studioColorInvalid: 'That colour is not recognised. Enter a hex code, e.g. #FF4048.',
    studioPickerLabel: 'Pick a colour from the palette',
    studioWarningsTitle: 'Worth a look',
    studioWarningsNone: 'This colour stands apart',
    studioWarningsNoneBody: 'Clearly different from the danger red, the success green and white.',
    studioWarnCloseToDanger:
      'Close to the danger red. Delete buttons stay outlined, but a primary button may look like a warning.',
    studioWarnCloseToSuccess:
      'Close to the success green. Correct answers keep their icon, but the brand may read as "done".',
    studioWarnCloseToWhite:
      'Almost white. Buttons and the page header get a darker edge so they stay visible.',
    studioCompareTitle: 'Next to other companies',
    studioPreviewTitle: 'Page previews',
    studioPreviewLabel: 'Previewed page',
    studioExportTitle: 'Export',
    studioExportLabel: 'Export format',
    studioExportCss: 'CSS variables',
    studioExportJson: 'JSON',
    studioCopy: 'Copy',
    studioCopied: 'Copied to the clipboard.',
    studioCopyFailed: 'Could not copy automatically. Select the text, then copy it.',
  },
} as const;

export type ThemeStudioMessageKey = keyof (typeof themeStudioMessages)['id'] &
  keyof (typeof themeStudioMessages)['en'];
export type ThemeStudioMessages = Record<ThemeStudioMessageKey, string>;
