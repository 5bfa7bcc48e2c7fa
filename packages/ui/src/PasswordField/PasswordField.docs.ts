import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['A password on "Masuk", and where one is set or changed.'],
  avoid: [
    'Any other text: use `TextField`.',
    'One-time codes: use `TextField` with `inputMode="numeric"`.',
  ],
  variants: [
    {
      name: 'autoComplete',
      guidance: '`current-password` on "Masuk" (default); `new-password` where one is chosen.',
    },
    { name: 'hint', guidance: 'The rule for a new one: "Minimal 8 karakter".' },
    {
      name: 'error',
      guidance: 'What went wrong and what to do; the field becomes `aria-invalid`.',
    },
    { name: 'isRequired', guidance: 'A visible `*` and "wajib" for screen readers.' },
  ],
  do: [
    'Let password managers work: the right `autoComplete`, a real `name`.',
    'State the rules before the person types, in `hint`.',
  ],
  dont: [
    'Block pasting or the show toggle.',
    'Say which of email or password was wrong at sign-in: "Email atau password salah."',
  ],
  keyboard: [
    'Tab: the input, then the show/hide button.',
    'Enter or Space on the button: shows or hides the password; focus stays on the button. A click keeps focus and the caret in the input.',
    'Submitting the form hides it again.',
  ],
  screenReader: [
    'The button keeps one name (built in: "Show password" in English; `showLabel` overrides it) and says its state with `aria-pressed`.',
    "Hint and error are read as the input's description; an error arriving later is announced.",
  ],
  content: [
    'Label: "Password" in both languages (the glossary\'s word, not "kata sandi").',
    'Errors: "Password minimal 8 karakter." / "Password must be at least 8 characters."',
  ],
};
