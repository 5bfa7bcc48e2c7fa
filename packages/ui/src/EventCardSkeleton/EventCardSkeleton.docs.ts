import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The shape of an `EventCard` while events load, so the list does not jump when they arrive.',
    'As many as the list will likely show (three to six), inside one `SkeletonGroup`.',
  ],
  avoid: [
    'Loading a whole page: use `LoadingScreen` or the page’s own skeleton.',
    'Loading courses: use `CourseCard` with `isLoading`; classes: `ClassCardSkeleton`.',
    'Loads that finish at once: show nothing rather than a flash of placeholders.',
  ],
  do: [
    'Wrap the set in a `SkeletonGroup` with a label ("Memuat acara…"), which announces the loading once.',
    'Lay them out in the same `CardGrid` the cards will fill.',
  ],
  dont: [
    'Use one on its own without a `SkeletonGroup`: it is hidden from screen readers and says nothing.',
    'Keep it up when loading fails: show an `ErrorState`.',
  ],
  screenReader: [
    'Each skeleton is `aria-hidden`; the `SkeletonGroup` around them announces the loading once.',
  ],
  content: ['The group’s label says what loads: "Memuat acara…" / "Loading events…".'],
};
