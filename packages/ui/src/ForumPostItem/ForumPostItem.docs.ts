import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A thread in a forum list: pinned or answered markers, title, author and time, excerpt, replies and likes.',
    'In a list of threads, with `as="li"` inside a `ul`.',
  ],
  avoid: [
    'The thread page with its replies: it needs a comment thread component.',
    'A notification about a reply: use `NotificationItem`.',
  ],
  variants: [
    {
      name: 'isPinned',
      guidance:
        'Pinned by a moderator: a "Disematkan" badge and a highlighted row; keep pinned threads few.',
    },
    { name: 'isSolved', guidance: 'The question has an accepted answer: a "Terjawab" badge.' },
    { name: 'replyCount / likeCount', guidance: 'Shown when defined, as numbers with an icon.' },
    { name: 'excerpt', guidance: 'Plain text of the post’s start, cut to two lines.' },
    {
      name: 'now / timeZone',
      guidance:
        'Times within a week are relative ("2 jam yang lalu"), older ones a date; fix `now` in tests.',
    },
  ],
  do: [
    'Pass the thread’s title as the author wrote it; it is the link.',
    'Strip HTML from `excerpt`: it shows plain text only.',
  ],
  dont: [
    'Put links or buttons in the excerpt.',
    'Use the pinned highlight for anything other than pinned threads.',
  ],
  keyboard: [
    'Tab: to the title link; Enter opens the thread. Nothing else in the item is focusable.',
  ],
  screenReader: [
    'An `article` (or `li`) with a heading; with `href` the heading is the link.',
    'The author is read as "Ditulis oleh Siti Rahma"; the avatar is decorative.',
    'Counts are read in words with the right plural ("1 reply", "3 replies"); the full date is the time’s `title`.',
  ],
  content: [
    'Glossary: "pertanyaan" is right here (forum and team questions), "Soal" only in quizzes.',
    'Marker words: "Disematkan", "Terjawab" / "Pinned", "Solved".',
  ],
};
