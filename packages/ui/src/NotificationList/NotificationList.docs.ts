import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The learner\'s notifications in one box: the unread count, "mark all as read", then the items.',
  ],
  avoid: [
    'A single notification on its own: use `NotificationItem`.',
    'A feed of acara or kursus: use `CardGrid`.',
  ],
  variants: [
    {
      name: 'summary',
      guidance:
        'A short state line: "3 belum dibaca". It is a polite live region, so changes are heard.',
    },
    { name: 'action', guidance: 'One control beside it: "Tandai semua sudah dibaca".' },
    { name: 'listLabel', guidance: 'Names the list when the page has more than one.' },
  ],
  do: [
    'Render each `NotificationItem` with `as="li"`; order unread first, then newest.',
    'Update `summary` when items are marked read, so the count stays true.',
  ],
  dont: [
    'Show it empty: show an `EmptyState` ("Belum ada notifikasi") instead.',
    'Add more than one action beside the summary.',
  ],
  keyboard: ["Tab: moves through the action, then each item's link and button, in order."],
  screenReader: [
    'The summary is a `role="status"` region: "2 belum dibaca" is read when it changes.',
    'The items are a list, so the number of notifications is announced.',
  ],
  content: [
    'Summary: the number and the state: "3 belum dibaca" / "3 unread".',
    'Action: "Tandai semua sudah dibaca" / "Mark all as read".',
  ],
};
