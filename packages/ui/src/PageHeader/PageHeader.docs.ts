import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "The top of every page inside a layout: breadcrumb, the page's title (`<h1>`) and a short description.",
  ],
  avoid: [
    'Headings of parts of a page: use `PageSection`.',
    "The course player's header: `LearnLayout` has its own.",
  ],
  variants: [
    {
      name: 'breadcrumb',
      guidance: 'A `Breadcrumb` when the page is below another: Kursus › Dasar-dasar K3.',
    },
    { name: 'description', guidance: 'One line saying what the page holds.' },
    {
      name: 'actions',
      guidance:
        'The page\'s own commands ("Mulai diskusi", "Ikuti diskusi"): one primary at most, the rest secondary.',
    },
  ],
  do: [
    "Use one per page: its title is the page's only `<h1>`.",
    'Match the title to the navigation item that leads to it: "Sertifikat" → "Sertifikat".',
  ],
  dont: [
    'Put actions or filters in the description: actions go in `actions`, filters under the header.',
    'Repeat the title in the description.',
  ],
  keyboard: [
    'The title takes focus from code (`tabIndex=-1`) after a client-side navigation; it is not a Tab stop.',
  ],
  screenReader: [
    "A `<header>` with the `<h1>`; moving focus to the title after navigation makes the new page's name heard.",
  ],
  content: [
    'Title: a noun, sentence case, no full stop: "Kursus", "Papan peringkat" / "Courses", "Leaderboard".',
    'Description: one sentence addressing "Anda": "Semua kursus dari perusahaan Anda."',
  ],
};
