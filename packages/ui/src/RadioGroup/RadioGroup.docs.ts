import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: ['One choice among two to about six options, all visible: "Mode acara: Daring / Luring".'],
  avoid: [
    'More options, or a long list: use `Select`.',
    'Several choices at once: use `Checkbox`.',
    'A soal of a quiz: use `QuestionCard`.',
    'Switching views: use `Tabs`.',
  ],
  variants: [
    {
      name: 'orientation',
      guidance: '`vertical` by default; `horizontal` for two or three short options.',
    },
    { name: 'hint', guidance: 'Help under the question.' },
    { name: 'error', guidance: 'What is missing: "Pilih mode acara."' },
    { name: 'isRequired', guidance: 'A visible `*` and "wajib" for screen readers.' },
    { name: 'option.isDisabled', guidance: 'Shown but not selectable; say why nearby.' },
  ],
  do: [
    'Write the label as the question: "Bagaimana acara ini diadakan?"',
    'Preselect a sensible default when there is one.',
  ],
  dont: [
    'Use it for a yes/no setting that applies at once: use `Checkbox`.',
    'Start options with the same words: put them in the label.',
  ],
  keyboard: [
    'Tab: one stop for the group (the selected radio).',
    'Arrow keys: move the selection; native radios.',
  ],
  screenReader: [
    'A `radiogroup` fieldset named by its label; hint and error describe it.',
    'With `error` it is `aria-invalid`; with `isRequired`, `aria-required`.',
  ],
  content: [
    'Label: a question or noun in sentence case; options short, no full stop: "Daring", "Luring".',
    'English: "Online", "In person".',
  ],
};
