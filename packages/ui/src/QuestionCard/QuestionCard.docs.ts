import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'One soal of a quiz with its answers: single or multiple choice, true/false, a short text, a likert scale.',
    'The same soal read-only in a review, marked against the right answers (`review`).',
  ],
  avoid: [
    'A choice in an ordinary form: use `RadioGroup` or `Checkbox`.',
    'Free text longer than a line or two: use `TextArea` in a form.',
  ],
  variants: [
    { name: 'single', guidance: 'One right answer among options; native radios.' },
    { name: 'multiple', guidance: 'Several may be right; says "Pilih semua yang benar".' },
    { name: 'trueFalse', guidance: '"Benar" / "Salah".' },
    { name: 'shortAnswer', guidance: 'A line of text; `maxLength` adds a counter.' },
    { name: 'likert', guidance: 'Agreement on 5 (or `likertPoints`) points, with end labels.' },
    {
      name: 'onToggleFlag',
      guidance: 'Shows "Tandai untuk ditinjau", to come back to it from `QuizNavigator`.',
    },
    {
      name: 'review',
      guidance: 'Read-only, each answer marked right or wrong in words and colour.',
    },
    { name: 'isDisabled', guidance: 'While the answers are being submitted.' },
  ],
  do: [
    'Write `question` as plain text (it names the answers); put images, tables or code in `children`.',
    'Give each card on a page its own `name`.',
    'Use `hasLetters` when the trainer refers to answers by letter ("jawaban B").',
  ],
  dont: [
    'Show the selected answer as right or wrong before the quiz is submitted.',
    'Use more than about six options: split the soal.',
  ],
  keyboard: [
    'Tab: into the answers (one stop for radios), then the flag button.',
    'Arrow keys: move the choice among single-choice, true/false and likert answers.',
    'Space: ticks or unticks a multiple-choice answer; Enter or Space toggles the flag.',
  ],
  screenReader: [
    'A region named "Soal 3 dari 10"; the question is the answers\' group name (a fieldset legend).',
    'Multiple choice is described by "Pilih semua yang benar"; the flag button uses `aria-pressed`.',
    'In review, a wrong answer is read with the right one: "Salah. Jawaban benar: …".',
  ],
  content: [
    'Say "Soal", not "Pertanyaan": "Soal 3 dari 10" / "Question 3 of 10".',
    'Options without a full stop unless they are sentences; no "Semua jawaban benar" tricks.',
  ],
};
