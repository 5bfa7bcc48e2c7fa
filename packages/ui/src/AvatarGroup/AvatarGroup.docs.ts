import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Showing at a glance a few people tied to something: the trainer of a kelas, who replied to a post, peserta of an acara.',
    'Beside a count, on a card, where a full list would not fit.',
  ],
  avoid: [
    'One person with their name written beside: use `Avatar`.',
    'A list people need to read or act on (who passed, who is registered): use a `Table`.',
    'Ranking people: use `LeaderboardTable`.',
  ],
  variants: [
    {
      name: 'max',
      guidance:
        'How many avatars to draw before "+N" (default 4). One extra person is drawn rather than shown as "+1".',
    },
    {
      name: 'size',
      guidance: '`md` on cards and pages, `sm` in dense lists, `lg` only in a page header.',
    },
  ],
  do: [
    'Pass everyone in `people`, in a meaningful order (trainers first, most recent first): the count and "+N" come from it.',
    'Give each person their real name: it is read out and makes the initials.',
    'Write what the group is nearby: "Peserta acara", "Trainer".',
  ],
  dont: [
    'Make it the only place a person can find who is involved: link to the full list.',
    'Pass only the people you want drawn: the count read out would be wrong.',
    'Put a group in a row that is already a link named otherwise: its image name joins the link text.',
  ],
  screenReader: [
    'One image (`role="img"`), named with the count and the names shown: "5 orang: Siti Rahma, Budi Santoso, dan 3 lainnya".',
    'The avatars and "+N" are hidden from it, so each name is read once.',
    'The names are joined as in the reader\'s language ("dan" / "and").',
  ],
  content: [
    "The built-in names come in Indonesian and English; pass people's names as they write them.",
    'The label next to the group, in Indonesian first: "Peserta acara"; English: "Event participants".',
    'Use the glossary\'s words for roles: "Trainer", "Peserta".',
  ],
};
