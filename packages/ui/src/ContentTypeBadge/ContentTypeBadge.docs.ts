import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The type of an item in a course: Pertemuan, Modul, Submodul, Ringkasan, Pre-test, Post-test, Ujian akhir, Evaluasi.',
    'Beside the item’s title in the course outline, on its page and in search results.',
  ],
  avoid: [
    'A status (done, locked, passed): use `Badge`.',
    'Any other label: `ContentTypeBadge` only knows the API’s content types.',
  ],
  variants: [
    {
      name: 'type',
      guidance:
        'The API’s type, as is (`Final Quiz`, `Sub Module`…); it picks the icon, name and tone.',
    },
    {
      name: 'tone',
      guidance:
        'Defaults to `info` for tests and evaluations, `neutral` for learning material; override rarely.',
    },
    {
      name: 'label',
      guidance: 'Replaces the built-in name, e.g. the company’s own word for a module.',
    },
  ],
  do: [
    'Pass the type straight from the API; the app’s type test keeps both lists equal.',
    'Keep the built-in name, so one type has one name everywhere.',
  ],
  dont: [
    'Translate the type yourself: the kit writes it in the current locale.',
    'Use it as a button or link.',
  ],
  screenReader: [
    'Read as its name ("Ujian Akhir"); the icon is decorative.',
    'Not focusable and with no role: place it next to the title it describes.',
  ],
  content: [
    'Glossary names: "Pre-test", "Post-test", "Ujian akhir", "Submodul", "Ringkasan"; never "Tes akhir".',
    'English: "Pre-test", "Post-test", "Final quiz", "Sub-module".',
  ],
};
