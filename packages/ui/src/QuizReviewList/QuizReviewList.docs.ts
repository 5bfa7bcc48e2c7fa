import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The soal of a submitted quiz, one under the other, each with its outcome and the pembahasan.',
  ],
  avoid: [
    'The overall outcome: use `QuizResult`.',
    'A quiz still running: use `QuestionCard` in `QuizLayout`.',
  ],
  variants: [
    {
      name: 'QuizReviewItem outcome',
      guidance:
        '`correct` (success, check), `incorrect` (danger, cross), `unanswered` (neutral, dash), each with `outcomeLabel` in words.',
    },
    {
      name: 'explanation',
      guidance: 'Why the right answer is right; name it with `explanationLabel`: "Pembahasan".',
    },
    { name: 'headingLevel', guidance: 'Fit the page outline.' },
  ],
  do: [
    'Put a `QuestionCard` with `review` in each item.',
    'Title each item by its number: "Soal 3".',
  ],
  dont: [
    'Rely on colour for the outcome: always pass `outcomeLabel`.',
    'Show the review before the quiz is submitted.',
  ],
  keyboard: ['Nothing takes focus: answers are read-only.'],
  screenReader: [
    'An ordered list: the count of soal is announced.',
    'Each item is headed by its title, followed by the outcome in words ("Salah"), the soal and the pembahasan.',
  ],
  content: [
    'Outcomes: "Benar", "Salah", "Tidak dijawab" / "Correct", "Incorrect", "Not answered".',
    'Explanation label: "Pembahasan" / "Explanation".',
  ],
};
