import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Placeholder shapes while content of a known shape loads: cards, rows, a profile.'],
  avoid: [
    'A whole page whose shape is unknown: use `LoadingScreen`.',
    'Cards that have their own: `EventCardSkeleton`, `ProgramCardSkeleton`, `RoadmapCard` `isLoading`.',
  ],
  variants: [
    {
      name: 'text',
      guidance: 'Lines of text; `lines` sets how many, the last of several is shorter.',
    },
    { name: 'rect', guidance: 'An image, a cover or a block.' },
    { name: 'circle', guidance: 'An avatar.' },
    { name: 'SkeletonGroup', guidance: 'Wraps a set of shapes and announces the loading once.' },
  ],
  do: [
    'Lay shapes out as the content will be, so nothing jumps when it arrives.',
    'Put every set of skeletons in one `SkeletonGroup`.',
    'Size them with tokens, e.g. `component` widths.',
  ],
  dont: [
    'Leave skeletons up when loading fails: show `ErrorState` ("Kursus gagal dimuat").',
    'Use a `Skeleton` alone: it is silent without its group.',
  ],
  screenReader: [
    'Each shape is hidden (`aria-hidden`).',
    '`SkeletonGroup` is a `role="status"` region that says its label once: "Memuat…".',
  ],
  content: ['Group label: what loads when it helps: "Memuat kursus…" / "Loading courses…".'],
};
