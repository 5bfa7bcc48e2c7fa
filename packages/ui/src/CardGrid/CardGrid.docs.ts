import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A list of cards in responsive columns: the course catalogue, events, certificates.',
    'With `footer` for what comes after the list, e.g. a `Pagination`.',
  ],
  avoid: [
    'Data to compare by column (scores, dates): use `Table`.',
    'A single card: place it directly.',
    'A list of notifications: use `NotificationList`.',
  ],
  variants: [
    { name: 'children', guidance: 'The cards; each becomes a list item, in rows of equal height.' },
    {
      name: 'layout',
      guidance:
        '`grid` (default): as many columns as fit. `stack`: one card per row at every width, for what is read in order, such as forum threads (`ForumPostItem`) and posts (`CommentItem`).',
    },
    {
      name: 'footer',
      guidance: 'Centred below the grid: `Pagination` or a "Muat lebih banyak" button.',
    },
  ],
  do: [
    'Fill it with one kind of card, so rows line up and read alike.',
    'While loading, fill it with placeholder cards (`CourseCard isLoading`, or `EventCardSkeleton`s in one `SkeletonGroup`) and set `aria-busy`.',
    'Show an `EmptyState` instead of an empty grid.',
  ],
  dont: [
    'Wrap each card in your own `li`: the grid does it.',
    'Mix card sizes or kinds in one grid.',
  ],
  keyboard: ['Tab moves through the cards’ links in reading order, row by row.'],
  screenReader: [
    'A list (`ul`), so screen readers say how many items it holds.',
    'Give it `aria-label` or put it under a heading that names what it lists.',
  ],
  content: [
    'Name the list in the heading above it: "Kursus Anda", "Acara mendatang".',
    'The cards’ titles should differ in their first words, as they are read one after another.',
  ],
};
