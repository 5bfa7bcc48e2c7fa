import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'The colours derived from one brand colour, each with its text colour and measured contrast.',
  ],
  avoid: [
    "Choosing a tenant's colour with warnings, comparison and export: use `ThemeStudio`, which includes this.",
    'Showing a colour in product pages: it is a tool for admins and designers.',
  ],
  variants: [
    { name: 'primaryColor', guidance: '`#RRGGBB` or `#RGB`; anything else shows an error.' },
  ],
  do: [
    'Check pale and dark brands (#FFF59D, #1B2A4A) as well as the default red.',
    'Read the ratio beside each pair: text needs 4.5:1, borders 3:1.',
  ],
  dont: ['Hand-pick text colours for a brand: the theme derives them.', 'Judge contrast by eye.'],
  keyboard: ['It takes no focus.'],
  screenReader: [
    'A table captioned "Warna tenant dan kontras teksnya": each row gives the role, the colours, the ratio ("4.80:1") and "Lolos AA" or "Gagal AA" in words, so nothing relies on seeing the colour.',
    'An invalid colour shows a `role="alert"` message.',
  ],
  content: [
    'Built in: "Lolos AA" / "Gagal AA", ratios with two decimals ("4.80:1"), "Warna tidak valid" / "Invalid colour".',
  ],
};
