import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A learning path of several kursus in a list: cover, title, a short description and how many kursus.',
  ],
  avoid: ['A single kursus: use `CourseCard`.', 'A program with classes: use `ProgramCard`.'],
  variants: [
    { name: 'href', guidance: 'The whole card becomes one link, named by the title.' },
    {
      name: 'coverSrc',
      guidance: 'Decorative; without it, or if it fails, a tinted block with a route.',
    },
    { name: 'isLoading', guidance: 'Placeholders while it loads; screen readers hear "Memuat…".' },
  ],
  do: [
    'Word the count before passing it: "4 kursus" / "4 courses".',
    'Say who the path is for in the description: "Untuk karyawan baru di bulan pertama."',
  ],
  dont: [
    'Put buttons or links inside a linked card.',
    'Write long descriptions: it is cut to three lines.',
  ],
  keyboard: ['Tab: one stop per card; Enter opens the roadmap.'],
  screenReader: [
    'An `article` whose link is named by its title alone.',
    'The cover is hidden; while loading it announces `loadingLabel` ("Memuat…").',
  ],
  content: ['Title: the path\'s name: "Orientasi Karyawan Baru", "Jalur Calon Pemimpin".'],
};
