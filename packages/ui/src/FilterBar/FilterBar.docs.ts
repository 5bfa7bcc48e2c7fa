import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Search and filters above a list: the course catalogue, the certificate list.',
    'With `summary` for the result line ("12 kursus ditemukan"), read out when it changes.',
  ],
  avoid: [
    'Filters with no search: use `EventListToolbar`.',
    'Searching the whole product from the header: that is a navigation control, not a list filter.',
  ],
  variants: [
    {
      name: 'search',
      guidance: 'The main field, usually `TextField type="search"`; the widest control.',
    },
    { name: 'filters', guidance: 'Controls beside it, e.g. a "Kategori" `Select`.' },
    { name: 'summary', guidance: 'A polite live region under the controls: the count of results.' },
    {
      name: 'onSubmit',
      guidance: 'Enter in the search field; the browser’s own submit is prevented.',
    },
    { name: 'label', guidance: 'Names the search landmark: "Cari dan filter kursus".' },
  ],
  do: [
    'Update the summary after every search or filter change.',
    'Offer to clear filters in the `EmptyState` when nothing matches.',
  ],
  dont: [
    'Make people press a button to apply a filter: apply it as it changes; Enter submits the search.',
    'Leave the summary empty on purpose to hide it: it stays rendered so changes are heard.',
  ],
  keyboard: [
    'Tab: through the search field and the filters.',
    'Enter in the search field: submits the search (`onSubmit`).',
  ],
  screenReader: [
    'A `search` landmark named by `label`, so it can be jumped to.',
    'The summary is `aria-live="polite"`: "12 kursus ditemukan" is read when it changes.',
  ],
  content: [
    'Landmark: "Cari dan filter kursus"; search placeholder as a hint, never the only label.',
    'Summary: "{n} kursus ditemukan" / "{n} courses found", with a separate sentence for 1 in English.',
    'Glossary: "Filter", never "saring".',
  ],
};
