import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A titled part of a page (the home page\'s "Kursus pilihan", "Acara mendatang"), with "see all".',
  ],
  avoid: ["The page's own title: use `PageHeader`.", 'A boxed group of facts: use `Card`.'],
  variants: [
    { name: 'headingLevel', guidance: '2 under the page title, 3 or 4 when nested.' },
    {
      name: 'seeAllHref / seeAllLabel',
      guidance: 'A "Lihat semua" link beside the title, to the full list. Both go together.',
    },
    { name: 'description', guidance: 'One line under the title.' },
  ],
  do: [
    'Keep its content when empty, loading or failed: put `EmptyState`, skeletons or `ErrorState` inside.',
    'Pass `renderLink` so "see all" uses the app\'s router.',
  ],
  dont: [
    'Skip heading levels to change the size.',
    'Write the section name into `seeAllLabel`: it is added for screen readers.',
  ],
  keyboard: ['Tab: reaches the "see all" link, then the content.'],
  screenReader: [
    'A `<section>` landmark named by its heading.',
    '"See all" is read with the section\'s title: "Lihat semua Kursus pilihan", so several on a page stay distinct.',
  ],
  content: [
    'Title: a noun phrase, sentence case: "Kursus pilihan" / "Featured courses".',
    'Link: "Lihat semua" / "See all".',
  ],
};
