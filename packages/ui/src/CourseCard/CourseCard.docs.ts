import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A course in the catalogue or in "Kursus Anda": cover, title, category, trainer, duration and, once enrolled, progres.',
    'To open the course page (`href`): the whole card is one link named by the title.',
  ],
  avoid: [
    'A class of a programme: use `ClassCard`; a programme or roadmap: `ProgramCard`, `RoadmapCard`.',
    'The course page’s own summary: use `CourseOverview`.',
  ],
  variants: [
    {
      name: 'progress',
      guidance: '0–100, only for enrolled learners; leave it out in the catalogue.',
    },
    {
      name: 'displayType',
      guidance:
        '`Catalog` and `Guideline` add a badge ("Katalog", "Panduan"); `Default` adds none.',
    },
    {
      name: 'coverSrc',
      guidance: 'Without it, or when it fails to load, a placeholder cover shows.',
    },
    {
      name: 'action',
      guidance: 'One control, e.g. a bookmark `IconButton`; it stays clickable above the link.',
    },
    {
      name: 'isLoading',
      guidance: 'The card’s shape while it loads, announced once as "Memuat kursus…".',
    },
  ],
  do: [
    'Lay cards out in a `CardGrid`.',
    'Pass `durationMinutes` as a number: it is written "2 jam 30 menit" / "2 h 30 min".',
    'Pass `headingLevel` to fit under the section heading.',
  ],
  dont: [
    'Show progres at 0 to learners who are not enrolled.',
    'Put a second link inside a card that has `href`.',
    'Write alt text that repeats the title word for word; the default already names the course.',
  ],
  keyboard: [
    'Tab: to the course link (the title), then to `action` if there is one.',
    'Enter: opens the course, or presses the action.',
  ],
  screenReader: [
    'An `article` whose heading is the title; with `href` the heading is the link.',
    'The cover’s alt text defaults to "Sampul kursus {title}" / "Cover of the course {title}".',
    'Facts have hidden labels in a description list; progres is a progressbar named "Progres {title}".',
  ],
  content: [
    'Titles in the course’s own case, no full stop: "Dasar-dasar K3".',
    'Glossary words: "Kursus", "Trainer", "Progres".',
    'English in British spelling: "catalogue" in prose.',
  ],
};
