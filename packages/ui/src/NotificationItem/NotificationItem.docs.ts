import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "One notification in the learner's list: what happened, when, and a way to open it and mark it read.",
  ],
  avoid: [
    'A message that appears while the learner works and then goes: use `toast`.',
    'A lasting notice on a page: use `Callout`.',
  ],
  variants: [
    {
      name: 'isRead',
      guidance:
        'Unread items show a dot, a bold title, "Belum dibaca" for screen readers and the mark-as-read button.',
    },
    { name: 'href', guidance: 'The whole item becomes one link to what it is about.' },
    { name: 'onMarkRead', guidance: 'Without it there is no mark-as-read button.' },
    {
      name: 'now',
      guidance: 'Fix it in tests and stories; relative times ("2 jam lalu") count from it.',
    },
    { name: 'as', guidance: '`li` inside a `NotificationList`.' },
  ],
  do: [
    'Write the title as what happened: "Sertifikat Dasar-dasar K3 sudah terbit".',
    'Keep `body` to one or two sentences; link to the detail instead.',
  ],
  dont: [
    'Put other buttons or links in the body: the item is one link plus one button.',
    'Pass a link that is not http(s) or a path: it renders without the link.',
  ],
  keyboard: [
    'Tab: reaches the item\'s link, then its "Tandai sudah dibaca" button.',
    'Enter on the button: marks it read; the button goes and focus stays on the item.',
  ],
  screenReader: [
    'Unread items say "Belum dibaca" / "Unread"; the dot is decorative.',
    'The mark-as-read button is described by the title, so each one is told apart.',
    'Times within a week are relative ("3 hari lalu"), older ones a date.',
  ],
  content: [
    'Title: a statement, no full stop, under about 60 characters: "Pengingat: Ujian akhir K3 ditutup besok".',
    'Button: "Tandai sudah dibaca" / "Mark as read".',
  ],
};
