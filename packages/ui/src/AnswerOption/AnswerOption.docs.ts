import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'One answer of a quiz question (Soal): single choice, true/false or multiple choice.',
    'Review after a quiz (`reviewState`): which answer the learner chose and which was right.',
  ],
  avoid: [
    'A whole question with its options: use `QuestionCard`, which builds the group.',
    'Choices in a form outside a quiz: use `RadioGroup` or `Checkbox`.',
  ],
  variants: [
    {
      name: 'type="radio"',
      guidance: 'Single choice and true/false: give every option of one question the same `name`.',
    },
    {
      name: 'type="checkbox"',
      guidance: 'Multiple choice ("Pilih semua yang benar"): each option toggles on its own.',
    },
    {
      name: 'isSelected',
      guidance:
        'Controlled: the learner’s choice, drawn in the selection colour (never the brand, never green or red).',
    },
    {
      name: 'reviewState',
      guidance:
        '`correct` or `incorrect` after submitting: read-only, with an icon and words; `neutral` for an option that was neither chosen nor right.',
    },
    {
      name: 'letter',
      guidance: '"A", "B", "C"… for choice questions; leave it out for true/false.',
    },
  ],
  do: [
    'Keep the options of one question the same length and shape, so none stands out as the answer.',
    'Put letters in order (A, B, C, D) and keep the order the same in the review.',
    'In review, pass `reviewState` to every option, so a right answer the learner missed is marked too.',
  ],
  dont: [
    'Colour an option to mean right or wrong during the quiz: the selection colour says only "chosen".',
    'Put links or buttons inside the answer text: the whole row is a label and a click selects it.',
    'Use `disabled` to show review results: use `reviewState`, which adds the words.',
  ],
  keyboard: [
    'Tab: moves into the question’s options (radio: to the chosen one, or the first).',
    'Arrow keys: move between options of one radio question and select them.',
    'Space: selects a radio option, or ticks and unticks a checkbox option.',
  ],
  screenReader: [
    'A native radio or checkbox, named by its letter and text, e.g. "A Helm pelindung, radio button, 1 of 4".',
    'In review, its description adds "Jawaban Anda, benar", "Jawaban Anda, salah" or "Jawaban yang benar" ("Your answer, correct"…).',
    'Review options are disabled, so the answer cannot change after submitting.',
  ],
  content: [
    'Answer text in sentence case, without a final full stop unless it is a full sentence: "Helm pelindung".',
    'Write each option as a full answer to the Soal; avoid "Semua benar" and "Tidak ada yang benar".',
    'English in British spelling; the built-in review words come from the ui labels, not the caller.',
  ],
};
