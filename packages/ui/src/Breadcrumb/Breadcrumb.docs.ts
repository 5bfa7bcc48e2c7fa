import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'To show where a page sits and lead back up: Beranda > Kursus > Dasar-dasar K3 > Kuis Modul 3.',
    'On pages two or more levels deep, above the page title.',
  ],
  avoid: [
    'Steps of a task in order (sign-up, a wizard): use `StepList`.',
    'Top-level pages: there is nothing to go back to; the layout’s navigation is enough.',
    'Moving between pages of a list: use `Pagination`.',
  ],
  variants: [
    {
      name: 'items',
      guidance: 'From the top level to the current page, which comes last and is never a link.',
    },
    {
      name: 'href',
      guidance: 'Leave it out for a level without its own page; it shows as plain text.',
    },
    {
      name: 'renderLink',
      guidance: 'Pass the app’s router link, so moving up does not reload the page.',
    },
    {
      name: 'collapsing',
      guidance:
        'With four levels or more, on a narrow screen the middle levels fold into a "…" button.',
    },
  ],
  do: [
    'Use each page’s own title as its level, shortened only if it is long.',
    'Keep the same path on every page of one section.',
  ],
  dont: [
    'Make the current page a link to itself.',
    'Use the breadcrumb as the page’s only heading: the page still needs its title.',
  ],
  keyboard: [
    'Tab: moves through the level links (and the "…" button when folded).',
    'Enter: follows a link, or unfolds the hidden levels and puts focus on the first of them.',
  ],
  screenReader: [
    'A navigation landmark named "Jejak navigasi" / "Breadcrumb" (`label` to change it), holding an ordered list.',
    'The last level has `aria-current="page"`.',
    'The fold button is named "Tampilkan semua tingkat" / "Show all levels" (`expandLabel`).',
  ],
  content: [
    'Level names are the page titles in their case: "Kursus", "Dasar-dasar K3".',
    'The first level is "Beranda" / "Home"; no "Anda di sini" prefix.',
  ],
};
