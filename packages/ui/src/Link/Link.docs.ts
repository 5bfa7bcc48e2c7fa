import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'To go to another page or file from running text: "Baca syarat dan ketentuan".',
    'To open another site in a new tab, with `isExternal`.',
  ],
  avoid: [
    'Starting an action (save, enrol): use `Button`.',
    'The next step of a task that should look like an action: use `Button` with `href`.',
    "Links of the site's navigation: the layouts' `navItems`/`sections` do that.",
  ],
  variants: [
    {
      name: 'isStandalone',
      guidance:
        'A link alone on its line or among actions ("Cek nomor lain", "Berlangganan kalender (.ics)"): a 24 px target. Leave it off for a link inside a sentence, which flows with the text.',
    },
    {
      name: 'isExternal',
      guidance:
        'Opens in a new tab with `rel="noopener noreferrer"` and an icon; screen readers hear "(membuka tab baru)".',
    },
    { name: 'externalLabel', guidance: 'Overrides that hidden text, e.g. in another language.' },
  ],
  do: [
    {
      text: 'Make the text say where it goes: "Lihat sertifikat", "Unduh panduan (PDF)".',
      story: 'DoSayWhere',
    },
    'Mark every link that leaves Ajar with `isExternal`.',
  ],
  dont: [
    {
      text: 'Use "klik di sini" or a bare address as the text: read alone, in a list of links, it says nothing.',
      story: 'DontClickHere',
    },
    'Remove the underline or colour it with a meaning colour: it is in the readable brand colour and always underlined.',
  ],
  keyboard: ['Tab: moves focus to it (a visible focus ring).', 'Enter: follows it.'],
  screenReader: [
    'Announced as "link" with its text.',
    'External links add "(membuka tab baru)" / "(opens in new tab)"; the icon is hidden.',
  ],
  content: [
    'Indonesian: a verb or the destination, sentence case, no full stop: "Lihat semua kursus".',
    'English: the same in British spelling: "See all courses".',
  ],
};
