import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'To show who someone is: a forum post’s author, a learner on the leaderboard, a trainer.',
    'With a photo when there is one; the initials stand in when there is none or it fails to load.',
  ],
  avoid: [
    'The company’s logo: use `BrandMark`.',
    'An icon for a thing (a course, a file): use an icon, not an avatar.',
  ],
  variants: [
    { name: 'size="sm"', guidance: 'In dense lists and tables, e.g. the leaderboard.' },
    { name: 'size="md"', guidance: 'The default, beside a name in a post or a card.' },
    { name: 'size="lg"', guidance: 'A profile header.' },
    {
      name: 'isDecorative',
      guidance: 'When the name is written next to it, so screen readers do not hear it twice.',
    },
  ],
  do: [
    'Pass the full name ("Siti Rahmawati"): it gives the initials (SR) and the alternative text.',
    'Write the person’s name beside the avatar and set `isDecorative`.',
  ],
  dont: [
    'Make the avatar the only way to tell who someone is: write the name too.',
    'Pass a placeholder name such as "User": the initials would read "U".',
  ],
  screenReader: [
    'With a photo: an image named by `name`. Without one: `role="img"` named by `name`; the initials are hidden.',
    'With `isDecorative` it is hidden (`aria-hidden`), as it should be beside a written name.',
  ],
  content: [
    'The name as the person writes it, with capitals: "Budi Santoso", not "budi.santoso".',
    'No titles in the name used for initials ("Dr.", "Ir."); write them in the text beside it.',
  ],
};
