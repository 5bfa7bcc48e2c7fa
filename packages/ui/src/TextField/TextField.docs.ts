import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['One line of text: name, email, phone number, a sertifikat code to "Cek".'],
  avoid: [
    'A password: use `PasswordField`.',
    'Several lines: use `TextArea`.',
    'A date: use `DateField`.',
    'A choice from a known list: use `Select` or `RadioGroup`.',
  ],
  variants: [
    {
      name: 'type',
      guidance:
        '`email`, `tel`, `url`, `number` and `search` set the phone keyboard and autofill; `text` otherwise.',
    },
    { name: 'autoComplete', guidance: 'Helps autofill: `email`, `tel`, `name`.' },
    { name: 'hint', guidance: 'The format before typing: "Contoh: AJR-7K2M-Q9XD".' },
    {
      name: 'error',
      guidance: 'What is wrong and what to do: "Email tidak valid. Periksa penulisannya."',
    },
    { name: 'isRequired', guidance: 'A visible `*` and "wajib" for screen readers.' },
  ],
  do: [
    {
      text: 'Give every field a visible label that names the answer, and put what it needs in `hint`, which stays while one types.',
      story: 'DoLabelAndHint',
    },
    'Give a field an `id` to link a `FormError` to it.',
    "Match the field's width to the expected answer.",
  ],
  dont: [
    {
      text: 'Use the placeholder as the label or for the instructions: it disappears at the first key press.',
      story: 'DontInstructionInPlaceholder',
    },
    'Validate on every key press: show errors on submit or blur.',
  ],
  keyboard: ['Tab: into the field; Enter submits its form.'],
  screenReader: [
    'Named by its label, described by hint and error; `aria-invalid` with an error, `aria-required` when required.',
    'An error shown after the field was read is announced.',
  ],
  content: [
    'Label: a noun, sentence case, no colon: "Email", "Nomor telepon" / "Email", "Phone number".',
    'Errors say what happened and what to do, addressing "Anda".',
  ],
};
