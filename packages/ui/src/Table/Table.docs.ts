import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Data in rows and columns to compare or sort: peserta, kursus content, attempts.'],
  avoid: [
    'A few figures: use `StatPanel`.',
    'Browsing kursus or acara: use cards in a `CardGrid`.',
    'Layout: never use a table to place things.',
  ],
  variants: [
    { name: 'isSortable', guidance: 'Makes a header a sort button; uncontrolled by default.' },
    { name: 'sort / onSortChange', guidance: 'Controlled sorting, when the server sorts.' },
    { name: 'isRowHeader', guidance: "The column that names each row, e.g. the learner's name." },
    { name: 'align', guidance: '`end` for numbers.' },
    {
      name: 'highlightRowKey',
      guidance: 'Emphasises one row (the current user) with `aria-current` and `highlightLabel`.',
    },
    { name: 'emptyState', guidance: 'Shown in one full-width cell with no rows.' },
    { name: 'isCaptionHidden', guidance: 'When a visible heading already says what it shows.' },
  ],
  do: [
    'Always give a `caption`: it names the table and its scroll region.',
    'Mark one column `isRowHeader`.',
    {
      text: 'Put the columns a phone user needs first, the name as the row header: at 360 px the rest scrolls sideways.',
      story: 'DoNeededColumnsFirst',
    },
  ],
  dont: [
    'Put more than one interactive element in a cell.',
    'Use colour alone in cells: pair it with words or an icon.',
    {
      text: 'Lead with codes and addresses (ID, email): on a phone the names, which the reader looks for, scroll out of view.',
      story: 'DontNameLast',
    },
  ],
  keyboard: [
    'Tab: the scroll region (arrow keys scroll it on narrow screens), then each sortable header and each link.',
    'Enter or Space on a sortable header: sorts ascending, then descending.',
  ],
  screenReader: [
    'A real `<table>` with a caption, in a region named by it.',
    'Sortable headers carry `aria-sort`; the new order is announced politely.',
    'The highlighted row has `aria-current` and its first cell adds `highlightLabel`.',
  ],
  content: ['Headers: short nouns, sentence case: "Nama", "Nilai", "Waktu pengumpulan".'],
};
