import type { Guidelines } from '../docs/guidelines';

/** Shared by the ClassCard, ClassCardSkeleton and ClassDates pages. */
export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A class of a programme in a list: its status, dates, daring or tatap muka, place, trainer, kuota and courses.',
    'To open the class page (`href`): the whole card is one link named by the class.',
    '`ClassCardSkeleton` while classes load; `ClassDates` to write a class’s days anywhere else.',
  ],
  avoid: [
    'A single course: use `CourseCard`; a programme: `ProgramCard`; a one-off acara: `EventCard`.',
    'The class page itself: use `EventDetails` with `ClassDates` as its schedule.',
  ],
  variants: [
    {
      name: 'status',
      guidance:
        '`upcoming`, `ongoing` or `finished`, as the API decides from the dates; shown as a badge in words.',
    },
    {
      name: 'mode',
      guidance:
        '`online` (daring) or `offline` (tatap muka); `location` is the platform or the place.',
    },
    {
      name: 'memberCount + capacity',
      guidance: 'Both together show how full the class is; leave both out when there is no kuota.',
    },
    {
      name: 'isMember',
      guidance: 'A "Kelas Anda" / "Your class" badge, so learners find their own class.',
    },
    {
      name: 'action',
      guidance: 'One control (e.g. "Daftar"); it stays clickable above the card’s link.',
    },
    {
      name: 'ClassDates length',
      guidance: '`short` on cards ("3–14 Mar 2026"), `long` on the class page.',
    },
  ],
  do: [
    'Name the class so it can be told apart in a list: "Kelas 3 – Jakarta".',
    'Order classes by start date, upcoming first.',
    'Put several `ClassCardSkeleton`s in one `SkeletonGroup`, which announces the loading once.',
  ],
  dont: [
    'Add a second link inside a card that has `href`.',
    'Write the dates yourself: `startsOn` and `endsOn` (`YYYY-MM-DD`) are formatted per locale.',
  ],
  keyboard: [
    'Tab: to the card’s link (the class name), then to `action` if there is one.',
    'Enter: opens the class, or presses the action.',
  ],
  screenReader: [
    'An `article` whose heading is the class name; with `href` the heading is the link.',
    'Each fact has a hidden label ("Jadwal", "Cara mengikuti", "Lokasi"…) in a description list; the icons are decorative.',
    'Dates are a `<time>` carrying the first day. A skeleton is hidden from screen readers.',
  ],
  content: [
    'Glossary words: "Kelas" (not angkatan), "Trainer", "Kuota", "Daring" and "Tatap muka".',
    '`courseCountLabel` comes worded from the app: "3 kursus" / "3 courses".',
    'English in British spelling: "programme", "Your class".',
  ],
};
