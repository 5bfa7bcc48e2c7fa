import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['Text of more than one line: feedback on an acara, a forum post, a reason.'],
  avoid: [
    'A single line (name, email): use `TextField`.',
    "A soal's short answer in a quiz: use `QuestionCard`.",
  ],
  variants: [
    {
      name: 'maxLength + hasCounter',
      guidance: 'Shows "120 dari 500 karakter"; the count is read once typing pauses.',
    },
    { name: 'rows', guidance: 'Visible lines before it scrolls; match the answer you expect.' },
    { name: 'hint / error', guidance: 'Help under the label; what is wrong and what to do.' },
    { name: 'isRequired', guidance: 'A visible `*` and "wajib" for screen readers.' },
  ],
  do: [
    'Say in `hint` what a good answer contains: "Ceritakan apa yang paling berguna."',
    'Set `maxLength` when the server has a limit, so the counter shows it.',
  ],
  dont: [
    'Use placeholder text as the label or the hint.',
    'Cut text silently: the browser stops at `maxLength` and the counter shows why.',
  ],
  keyboard: ['Tab: into the field; Enter adds a new line (it never submits the form).'],
  screenReader: [
    'Named by its label, described by hint, error and counter; `aria-invalid` with an error.',
    'The counter is announced politely after typing pauses, not on every key.',
  ],
  content: [
    'Label: what to write, sentence case: "Ulasan Anda" / "Your review".',
    'Counter is built in: "{count} dari {max} karakter" / "{count} of {max} characters".',
  ],
};
