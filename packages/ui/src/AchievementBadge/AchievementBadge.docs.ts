import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Showing an achievement a peserta has earned, or can still earn: "Belajar 7 hari berturut-turut".',
    'A shelf of badges on a profile or dashboard, under a heading such as "Lencana saya".',
  ],
  avoid: [
    'Proof of finishing a kursus: use `CertificateCard`; a sertifikat can be checked, a badge cannot.',
    'A short status or category on a card: use `Badge`.',
    'Progres towards a goal in numbers: use `ProgressIndicator`.',
  ],
  variants: [
    {
      name: 'earnedAt',
      guidance:
        'Earned: an amber medal and "Diraih 20 November 2026". Leave it out for a locked badge: a grey medal with a padlock, a dashed border and "Belum diraih".',
    },
    {
      name: 'description',
      guidance: 'How it is earned; keep it on locked badges, so people know what to do.',
    },
    {
      name: 'icon',
      guidance: 'Its own picture instead of the medal; decorative, the title names it.',
    },
    {
      name: 'headingLevel',
      guidance:
        'Level of the title, one below the heading of the shelf (default 3, under an `h2`).',
    },
  ],
  do: [
    'Name the achievement for what the person did: "Lulus 5 kuis pertama", "Belajar 7 hari berturut-turut".',
    'Describe a locked badge as a task: "Selesaikan minimal satu materi setiap hari selama seminggu."',
    'Show earned badges first, then locked ones.',
  ],
  dont: [
    "Recolour it with the tenant's brand or the success colour: its colours are fixed so a badge never reads as a status.",
    'Use a badge for a pass or fail result: that is a `QuizResult`.',
    'Make the icon carry meaning: screen readers never hear it.',
  ],
  screenReader: [
    'An `article` whose title is a heading of `headingLevel`, so a shelf can be skimmed by headings.',
    'The state is in words: "Diraih 20 November 2026" (a `<time>`) or "Belum diraih"; the medal and padlock are hidden.',
  ],
  content: [
    'Indonesian title: sentence case, no full stop, what was done: "Belajar 7 hari berturut-turut".',
    'English: the same, in British spelling: "Learned 7 days in a row".',
    'Description: one sentence, an instruction, with a full stop; address people with "Anda" if needed.',
  ],
};
