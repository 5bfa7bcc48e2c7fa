import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'One yes/no choice in a form that takes effect when the form is sent: "Saya menyetujui syarat dan ketentuan".',
    'Several independent choices in a list, each its own checkbox.',
    '"Select all" above a list, with `isIndeterminate` when only some are chosen.',
  ],
  avoid: [
    'One choice among several: use `RadioGroup` or `Select`.',
    'A setting that applies at once, without a submit: use a switch.',
    'An answer of a quiz question: use `AnswerOption` with `type="checkbox"`.',
  ],
  variants: [
    {
      name: 'isChecked / defaultChecked',
      guidance: 'Controlled with `onChange`, or uncontrolled.',
    },
    {
      name: 'isIndeterminate',
      guidance: 'A dash, read as "mixed"; a click still toggles it, and you decide what follows.',
    },
    { name: 'hint', guidance: 'One line under the label that helps to decide.' },
    { name: 'error', guidance: 'What is wrong and what to do; it marks the box invalid.' },
    { name: 'isRequired', guidance: 'When it must be ticked to continue, e.g. agreeing to terms.' },
    { name: 'isDisabled', guidance: 'Only when the reason is clear from the page.' },
  ],
  do: [
    'Write the label as a positive statement the user agrees to by ticking it.',
    'Pass Formik’s `handleChange` and `handleBlur` as they are: `onChange` gets the native event.',
  ],
  dont: [
    'Use a negative label ("Jangan kirim email"): ticking a negative is confusing.',
    'Start a change the moment it is ticked, with no way to undo it.',
  ],
  keyboard: ['Tab: moves to the checkbox.', 'Space: ticks or unticks it.'],
  screenReader: [
    'A native checkbox named by its label; "checked", "not checked" or "mixed".',
    'The hint and the error are its description; with an error it is `aria-invalid`.',
    'Required: `aria-required`, and the label reads "wajib" / "required" after the hidden `*`.',
  ],
  content: [
    'Indonesian, sentence case, no full stop: "Ingatkan saya sebelum acara dimulai".',
    'Errors say what to do: "Centang persetujuan untuk melanjutkan."',
    'English in British spelling: "Remind me before the event starts".',
  ],
};
