/**
 * The ui kit's own built-in labels, per locale. The app passes its language (and may
 * override any label) through `UiProvider`; text that belongs to a screen always comes in
 * as props instead.
 */
import { actionsMessages } from './groups/actions';
import { navigationMessages } from './groups/navigation';
import { layoutMessages } from './groups/layout';
import { overlaysMessages } from './groups/overlays';
import { formsMessages } from './groups/forms';
import { structureMessages } from './groups/structure';
import { quizMessages } from './groups/quiz';
import { courseMessages } from './groups/course';
import { classesMessages } from './groups/classes';
import { widgetsMessages } from './groups/widgets';

const groups = [
  actionsMessages,
  navigationMessages,
  layoutMessages,
  overlaysMessages,
  formsMessages,
  structureMessages,
  quizMessages,
  courseMessages,
  classesMessages,
  widgetsMessages,
] as const;

type Merge<T extends readonly unknown[], L extends 'id' | 'en'> = T extends readonly [
  infer H,
  ...infer R,
]
  ? (H extends Record<L, infer M> ? M : never) & Merge<R, L>
  : unknown;

const themeMessages = {
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
    role_brandSurface: 'Merek (kepala halaman)',
    role_primaryFill: 'Tombol utama',
    role_primaryHover: 'Hover',
    role_primaryActive: 'Ditekan',
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
    role_brandSurface: 'Brand (page header)',
    role_primaryFill: 'Primary button',
    role_primaryHover: 'Hover',
    role_primaryActive: 'Pressed',
    role_primarySubtle: 'Subtle background',
    role_primaryBorder: 'Border',
    role_primaryText: 'Brand text on surface',
  },
} as const;

export const uiMessages = {
  id: Object.assign({}, themeMessages.id, ...groups.map((g) => g.id)) as typeof themeMessages.id &
    Merge<typeof groups, 'id'>,
  en: Object.assign({}, themeMessages.en, ...groups.map((g) => g.en)) as typeof themeMessages.en &
    Merge<typeof groups, 'en'>,
};

export type UiLocale = keyof typeof uiMessages;
export type UiMessageKey = keyof (typeof uiMessages)['id'] & keyof (typeof uiMessages)['en'];
export type UiMessages = Record<UiMessageKey, string>;
