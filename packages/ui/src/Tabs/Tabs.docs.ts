import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Switching between views of the same thing without leaving the page: a kursus\' "Ringkasan", "Materi", "Ulasan".',
  ],
  avoid: [
    "Moving to another page: use links (`Link`, the layouts' navigation).",
    'A choice that is submitted with a form: use `RadioGroup`.',
    'Steps done in order: use `StepList`.',
  ],
  variants: [
    { name: 'value / onChange', guidance: 'Controlled, e.g. to keep the tab in the address.' },
    { name: 'defaultValue', guidance: 'The tab shown first when uncontrolled.' },
    { name: 'isDisabled', guidance: 'Shown but not selectable; the arrow keys skip it.' },
    { name: 'label', guidance: 'Names the tab list: "Bagian kursus".' },
  ],
  do: [
    'Keep to two to five tabs with one or two words each.',
    'Order tabs by how often they are used.',
  ],
  dont: ['Nest tabs inside tabs.', 'Hide content people need to compare side by side.'],
  keyboard: [
    'Tab: reaches the selected tab, then its panel.',
    'Left and Right arrows: move to and select the previous or next tab (wrapping); Home and End: the first and last.',
  ],
  screenReader: [
    'WAI-ARIA tabs: a `tablist` named by `label`, tabs with `aria-selected`, and a `tabpanel` named by its tab.',
  ],
  content: [
    'Nouns, sentence case: "Ringkasan", "Materi", "Ulasan" / "Overview", "Contents", "Reviews".',
  ],
};
