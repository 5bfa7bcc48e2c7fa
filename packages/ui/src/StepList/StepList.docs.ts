import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Things meant to be done in order: the kursus of a roadmap, the steps of a setup.'],
  avoid: [
    'An unordered set of cards: use `CardGrid`.',
    "A kursus' materials with progres: use `CourseOutline`.",
  ],
  variants: [
    { name: 'children', guidance: 'Each child becomes one numbered step; a card or a short text.' },
  ],
  do: [
    'Keep steps parallel: all cards, or all short texts.',
    'Start text steps with a verb: "Ikuti kursus Dasar-dasar K3".',
  ],
  dont: ['Number the steps yourself: the list draws the numbers.', 'Use it for a single item.'],
  keyboard: ['No keys of its own; links inside the steps take focus in order.'],
  screenReader: [
    'An ordered list: screen readers say "1 of 4"; the drawn numbers are hidden, so they are not read twice.',
  ],
  content: ['Step titles are names or verbs, sentence case, no full stop.'],
};
