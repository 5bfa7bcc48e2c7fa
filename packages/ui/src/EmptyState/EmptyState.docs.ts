import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Where a list or page has nothing to show yet: no courses, no certificates, no search results.',
    'With `action` for the next step: "Jelajahi katalog", "Hapus filter".',
  ],
  avoid: [
    'Something that failed to load: use `ErrorState`.',
    'Content still loading: use `Skeleton` or the card’s loading form.',
    'A message beside content that is there: use `Callout`.',
  ],
  variants: [
    {
      name: 'title',
      guidance: 'What is empty, as a heading (h2 by default; `headingLevel` to fit).',
    },
    {
      name: 'description',
      guidance: 'Why, or what will fill it: "Kursus yang Anda ikuti akan muncul di sini."',
    },
    { name: 'icon', guidance: 'A decorative drawing of the topic, with `aria-hidden`.' },
    { name: 'action', guidance: 'One `Button` or link to the next step.' },
  ],
  do: [
    'Tell a first visit ("Belum ada kursus") from a search with no results ("Tidak ada hasil untuk “K3”").',
    {
      text: 'Offer the way out: for no results, a button that clears the filter.',
      story: 'DoOfferWayOut',
    },
  ],
  dont: [
    'Leave a blank area or an empty table with only headings.',
    {
      text: 'Blame the user ("Anda belum melakukan apa-apa") or leave them without a next step.',
      story: 'DontBlame',
    },
  ],
  screenReader: [
    'The title is a real heading, so the empty state is found in the page outline.',
    'It is not announced (no live region): it replaces content on load. After a search, announce the count elsewhere.',
    'The icon must be decorative (`aria-hidden`).',
  ],
  content: [
    'Title: "Belum ada …" for what will come, "Tidak ada …" for what was looked for: "Belum ada sertifikat".',
    'Description with "Anda", one or two sentences, saying what fills it.',
    'English in British spelling: "No certificates yet".',
  ],
};
