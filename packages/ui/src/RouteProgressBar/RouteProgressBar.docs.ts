import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "A thin bar at the top of the window while the next page loads, once, in the app's root shell.",
  ],
  avoid: [
    'Progres of a learner: use `ProgressIndicator`.',
    'A page whose data loads after it opens: use skeletons or `LoadingScreen`.',
  ],
  variants: [
    {
      name: 'isVisible',
      guidance: 'True while a navigation is pending; nothing renders otherwise.',
    },
    { name: 'label', guidance: '"Memuat halaman" by default.' },
  ],
  do: [
    "Render one, near the app root, driven by the router's pending state.",
    'Let it stand still under reduced motion: it does so by itself.',
  ],
  dont: [
    'Show it for background refreshes the learner did not ask for.',
    'Render it inside pages or cards.',
  ],
  keyboard: ['It takes no focus.'],
  screenReader: [
    'An indeterminate `progressbar` (no value), `aria-busy`, named "Memuat halaman" / "Loading page".',
  ],
  content: ['Keep the default label; name the page only if the wait is long: "Memuat kursus".'],
};
