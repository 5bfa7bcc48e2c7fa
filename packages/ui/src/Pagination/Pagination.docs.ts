import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Moving between pages of a long list: kursus, acara, peserta, sertifikat.'],
  avoid: [
    'Previous/next between materials of a kursus: use `LearnPager`.',
    'Soal in a quiz: use `QuizNavigator`.',
    'Short lists that fit on one page: it renders nothing with one page.',
  ],
  variants: [
    {
      name: 'siblingCount',
      guidance: 'Pages shown either side of the current one; 1 fits a phone.',
    },
    { name: 'label', guidance: 'Name it when a page has several: "Halaman daftar kursus".' },
  ],
  do: [
    'Move focus or scroll to the top of the list after a page change.',
    'Keep the page in the address, so a shared link opens the same page.',
  ],
  dont: [
    'Raise `siblingCount` on pages that phones see: the bar wraps.',
    'Hide previous/next at the ends: they stay, unavailable.',
  ],
  keyboard: [
    'Tab: moves through previous, the page numbers and next; Enter or Space opens a page.',
    'Previous and next stay focusable at the ends (`aria-disabled`), so focus is not lost.',
  ],
  screenReader: [
    'A navigation landmark named "Navigasi halaman" / "Pagination".',
    'Each number is read as "Halaman 3"; the current one has `aria-current="page"`. Ellipses are hidden.',
  ],
  content: [
    'Built in: "Sebelumnya" / "Previous", "Berikutnya" / "Next", "Halaman {page}" / "Page {page}".',
  ],
};
