import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A course’s table of contents: sections (modules, pertemuan) that open and close, each item with its type, status and duration.',
    'On the course page and beside a lesson, with `currentContentId` marking where the learner is.',
  ],
  avoid: [
    'Steps of a form or wizard: use `StepList`.',
    'Moving to the previous or next item of a lesson: use `LearnPager`.',
    'A flat list of courses: use `CardGrid` with `CourseCard`s.',
  ],
  variants: [
    {
      name: 'status',
      guidance:
        'Per item: `locked`, `available`, `inProgress` or `done`, in words and an icon. Locked items are shown but not links.',
    },
    { name: 'currentContentId', guidance: 'The item the learner is on; its section opens first.' },
    {
      name: 'expandedSectionIds / onExpandedChange',
      guidance: 'Control which sections are open, e.g. to keep them open between pages.',
    },
    {
      name: 'headingLevel',
      guidance: 'Section titles are headings (h3 by default); fit the page outline.',
    },
    {
      name: 'renderLink',
      guidance: 'The app’s router link, so opening an item does not reload the page.',
    },
  ],
  do: [
    'Show locked items too, so learners see what comes next; say in the page how to unlock them.',
    'Pass `durationMinutes` so learners can plan: "15 menit".',
    'Keep section titles short; the count ("2/5 selesai") is added after them.',
  ],
  dont: [
    'Hide items a learner cannot open yet.',
    'Open every section of a long course at once: the current section is enough.',
  ],
  keyboard: [
    'Tab: moves through the section buttons and the item links that are open.',
    'Enter or Space on a section title: opens or closes the section.',
    'Enter on an item: opens it. Locked items are not in the tab order.',
  ],
  screenReader: [
    'Each section title is a heading holding a button with `aria-expanded`, read with its count, e.g. "Modul 1, 2/5 selesai".',
    'The item the learner is on has `aria-current="step"`.',
    'A locked item is a disabled link (`aria-disabled`); every item’s status is written in words ("Terkunci", "Selesai").',
  ],
  content: [
    'Section and item titles in sentence case, no numbers the order already gives: "Mengenali bahaya", not "1. Mengenali bahaya".',
    'Item types use the glossary through `ContentTypeBadge`: "Pre-test", "Ujian akhir".',
    'English in British spelling.',
  ],
};
