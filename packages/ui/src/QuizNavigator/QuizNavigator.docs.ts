import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Jumping between the soal of a quiz, seeing which are answered and flagged.'],
  avoid: [
    'Pages of a list: use `Pagination`.',
    'Materials of a kursus: use `LearnPager` and `CourseOutline`.',
  ],
  variants: [
    {
      name: 'columns',
      guidance: 'Buttons per row (5 by default); the arrow keys follow this grid.',
    },
    {
      name: 'hasKey',
      guidance:
        'The key explaining answered, unanswered, flagged and current; keep it unless the page explains them.',
    },
    { name: 'label', guidance: '"Navigasi soal" by default.' },
  ],
  do: [
    'Keep `currentIndex` in step with the soal on screen.',
    "Show it beside the soal in `QuizLayout`'s `aside`.",
  ],
  dont: [
    'Colour answered soal with the brand or success: they have their own token, so nothing looks right or wrong.',
    'Use it to show scores after submitting: use `QuizReviewList`.',
  ],
  keyboard: [
    'Tab: one stop for the whole grid.',
    'Arrow keys: move across rows and columns; Home and End: the first and last soal.',
    'Enter or Space: opens that soal.',
  ],
  screenReader: [
    'A navigation landmark with a grid named "Navigasi soal", described by the count: "7 dijawab, 3 belum".',
    'Each button says its number and state: "Soal 4, sudah dijawab, ditandai"; the current one has `aria-current="step"`.',
  ],
  content: [
    'States: "sudah dijawab", "belum dijawab", "ditandai" / "answered", "unanswered", "flagged".',
    'Key: "Dijawab", "Belum dijawab", "Ditandai", "Soal saat ini".',
  ],
};
