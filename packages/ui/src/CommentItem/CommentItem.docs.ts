import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'One comment or reply in a discussion: under a materi, in a forum thread, on an acara.',
    'A thread of replies, each nested as a `CommentItem` in `replies`.',
  ],
  avoid: [
    'A thread in a list of threads (title, excerpt, counts): use `ForumPostItem`.',
    'A message from the system: use `NotificationItem` or a `Toast`.',
  ],
  variants: [
    {
      name: 'roleLabel',
      guidance:
        'The author\'s role beside the name, e.g. "Trainer", in the app\'s words; leave it out for peserta.',
    },
    {
      name: 'actions',
      guidance: 'Small ghost buttons under the text: "Balas", "Suka", "Laporkan".',
    },
    {
      name: 'replies',
      guidance:
        'Nested `CommentItem`s, indented; the indent shrinks on narrow containers and stops growing after two levels.',
    },
    {
      name: 'now / timeZone',
      guidance:
        'Times within a week are relative ("2 jam yang lalu"), older ones a date; the full date shows on hover. Pass `now` in tests and stories.',
    },
  ],
  do: [
    'Pass the text as paragraphs or `RichText`, never as raw HTML.',
    'Use `Button` with `variant="ghost"` and `size="sm"` for actions, named with a verb: "Balas".',
    'Show the newest replies last, in the order they were written.',
  ],
  dont: [
    'Nest replies more than two levels deep: the indent stops growing there, so who answers whom gets hard to follow.',
    "Write the time yourself: pass `postedAt` and let it format in the reader's locale.",
    'Put an action only in the avatar or name: they are not interactive.',
  ],
  keyboard: [
    'Tab: reaches the actions and any links in the text, in reading order; the comment itself is not focusable.',
  ],
  screenReader: [
    "An `article` holding the author's name, role, a `<time>` with the exact moment, the text and the actions; the avatar is hidden.",
    'Replies are a group named "Balasan untuk Siti Rahma" / "Replies to Siti Rahma".',
  ],
  content: [
    'Action labels in Indonesian: a verb, sentence case: "Balas", "Suka", "Laporkan"; English: "Reply", "Like", "Report".',
    'Roles use the glossary: "Trainer", "Peserta".',
    'A thread that fails to load says what happened and what to do: "Komentar gagal dimuat. Coba lagi."',
  ],
};
