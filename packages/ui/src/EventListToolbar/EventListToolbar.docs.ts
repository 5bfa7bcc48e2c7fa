import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A row of filters above a list of acara: type, month, daring or tatap muka.',
    'Each control keeps its natural width; on a phone they wrap.',
  ],
  avoid: [
    'A list with a search field: use `FilterBar`, which adds the search landmark and a result line.',
    'Actions on the list (create, export): put them in the `PageHeader`.',
  ],
  variants: [
    { name: 'children', guidance: 'The filters, usually `Select`s, each with a visible label.' },
  ],
  do: [
    'Give every control a label: "Jenis acara", "Bulan".',
    'Apply a filter as soon as it changes, and keep it in the address so the view can be shared.',
  ],
  dont: [
    'Put more than three or four filters in the row; move rare ones to a `Drawer`.',
    'Use placeholder text as the only label.',
  ],
  keyboard: ['Tab moves through the filters in order; each control keeps its own keys.'],
  screenReader: [
    'The toolbar adds no role: each filter is announced by its own label.',
    'Announce the new result count elsewhere (for example a `FilterBar` summary) if the list changes in place.',
  ],
  content: [
    'Labels are nouns: "Jenis acara", "Cara mengikuti"; options in sentence case.',
    'Glossary: "Filter" (not "saring"), "Daring", "Tatap muka".',
  ],
};
