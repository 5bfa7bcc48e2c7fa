import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A learning program in a list: cover, title, description, how many classes, and the class running now or next.',
  ],
  avoid: [
    'A single kursus: use `CourseCard`.',
    'One class of a program: use `ClassCard`.',
    'A learning path of kursus: use `RoadmapCard`.',
  ],
  variants: [
    {
      name: 'nextClass',
      guidance:
        'The class running now (`ongoing`) or starting next, with its dates; `isMember` adds "Kelas Anda". Without it the card says none is scheduled.',
    },
    { name: 'href', guidance: 'The whole card becomes one link, named by the title.' },
    {
      name: 'coverSrc',
      guidance: 'Decorative; without it, or if it fails, a tinted block with a mortarboard.',
    },
    {
      name: 'ProgramCardSkeleton',
      guidance: 'Its shape while loading, inside one `SkeletonGroup`.',
    },
  ],
  do: [
    'Word the count before passing it: "3 kelas" / "3 classes".',
    'Keep descriptions to who it is for and what it teaches; it is cut to three lines.',
    "Set `headingLevel` to fit the page: 3 under a `PageSection`'s `h2`.",
  ],
  dont: [
    'Put buttons or other links inside a linked card.',
    "Write the cover's content into the title: the cover is decorative.",
  ],
  keyboard: ['Tab: one stop per card, its link; Enter opens the program.'],
  screenReader: [
    'An `article` whose link is named by the title alone, so a list of cards reads cleanly.',
    'The cover is hidden; the class is said in words ("Kelas yang sedang berjalan", "Kelas berikutnya"), not by colour.',
  ],
  content: [
    'Title: the program\'s name, as the company calls it: "Akademi Penjualan".',
    'No class: "Belum ada kelas terjadwal" / "No class scheduled yet".',
  ],
};
