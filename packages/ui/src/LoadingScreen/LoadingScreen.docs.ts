import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "While the app starts (`isFullScreen`), or while a whole page's data loads and its shape is unknown.",
  ],
  avoid: [
    'Content whose shape is known (cards, lists): use `Skeleton` or the card skeletons.',
    'Moving between pages: `RouteProgressBar` shows that.',
    "A button's own action: use `Button`'s `isLoading`.",
  ],
  variants: [
    {
      name: 'isFullScreen',
      guidance: 'Fills the window while the app starts; otherwise it fills its container.',
    },
    { name: 'label', guidance: 'Name what is loading when it helps: "Memuat kuis…".' },
  ],
  do: [
    'Show it only for the area that is loading; keep the header and navigation usable.',
    'Replace it with `ErrorState` if the load fails: "Kursus gagal dimuat".',
  ],
  dont: ['Show several at once on one page.', 'Leave it on screen with no timeout or error state.'],
  screenReader: [
    'A `role="status"` live region: its text ("Tunggu Sebentar...") is announced politely.',
    'The spinner is decorative.',
  ],
  content: [
    'Short and calm: "Tunggu sebentar..." / "Please wait...", or what loads: "Memuat kuis…".',
    'No promise of time ("sebentar lagi selesai") and no blame.',
  ],
};
