import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The body of a course page: a summary card (cover, facts, the main action) beside the description and the outline.',
    '`CourseOverviewSection` for each titled part of the main column: "Tentang kursus", "Materi".',
  ],
  avoid: [
    'A course in a list: use `CourseCard`.',
    'The lesson pages of a course: use `LearnLayout`.',
  ],
  variants: [
    {
      name: 'facts',
      guidance:
        'Label and value pairs (category, trainer, duration, number of items); empty ones are left out.',
    },
    {
      name: 'action',
      guidance: 'The one main `Button`: "Mulai belajar", "Lanjutkan belajar" or "Daftar".',
    },
    {
      name: 'coverSrc',
      guidance: 'Without it, or when it fails to load, a placeholder block shows.',
    },
    {
      name: 'isLoading + loadingLabel',
      guidance: 'Placeholders in the page’s shape, announced once.',
    },
  ],
  do: [
    'Keep one action in the summary; other links go in the main column.',
    'Put `CourseOutline` in a `CourseOverviewSection`, so the outline is named by its heading.',
    'Check the phone layout: the summary comes first, so the action is in sight without scrolling.',
  ],
  dont: [
    'Repeat the title inside the summary: the page header shows it.',
    'Put long text in `facts`: a value is a word or two.',
  ],
  keyboard: ['Tab reaches the action first, then the main column, in the order they read.'],
  screenReader: [
    'Facts are a description list (`dl`), so each value is read with its label.',
    'The cover’s alt text defaults to "Sampul kursus {title}"; the placeholder is hidden.',
    'Each `CourseOverviewSection` is a region named by its heading (h2 by default).',
  ],
  content: [
    'Fact labels are nouns: "Kategori", "Trainer", "Durasi", "Jumlah materi".',
    'The action starts with a verb: "Mulai belajar"; English in British spelling: "Enrol".',
  ],
};
