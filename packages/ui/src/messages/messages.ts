/**
 * The ui kit's own built-in labels, per locale. The app passes its language (and may
 * override any label) through `UiProvider`; text that belongs to a screen always comes in
 * as props instead.
 */
export const uiMessages = {
  id: {
    themeCaption: 'Warna tenant dan kontras teksnya',
    themeRole: 'Peran',
    themeColor: 'Warna',
    themeTextColor: 'Warna teks',
    themeContrast: 'Kontras',
    themeSample: 'Contoh',
    themeSampleText: 'Belajar',
    themePass: 'Lolos AA',
    themeFail: 'Gagal AA',
    themeInvalid: 'Warna tidak valid',
    role_primary: 'Utama',
    role_primaryHover: 'Hover / aktif',
    role_primarySubtle: 'Latar lembut',
    role_primaryBorder: 'Garis tepi',
    role_primaryText: 'Teks merek di atas permukaan',
  },
  en: {
    themeCaption: 'Tenant colours and their text contrast',
    themeRole: 'Role',
    themeColor: 'Colour',
    themeTextColor: 'Text colour',
    themeContrast: 'Contrast',
    themeSample: 'Sample',
    themeSampleText: 'Learn',
    themePass: 'Passes AA',
    themeFail: 'Fails AA',
    themeInvalid: 'Invalid colour',
    role_primary: 'Primary',
    role_primaryHover: 'Hover / active',
    role_primarySubtle: 'Subtle background',
    role_primaryBorder: 'Border',
    role_primaryText: 'Brand text on surface',
  },
} as const;

export type UiLocale = keyof typeof uiMessages;
export type UiMessageKey = keyof (typeof uiMessages)['id'];
export type UiMessages = Record<UiMessageKey, string>;
