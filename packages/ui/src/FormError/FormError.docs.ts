import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'After a failed submit: a summary at the top of the form listing what is wrong, each message a link to its field.',
    'For errors not tied to one field ("Email atau password salah") with no `fieldId`.',
  ],
  avoid: [
    'As the only error display: each field shows its own `error` too.',
    'A page that failed to load: use `ErrorState`.',
    'A message that is not an error: use `Callout`.',
  ],
  variants: [
    { name: 'errors', guidance: 'In the order of the fields; empty renders nothing.' },
    {
      name: 'fieldId',
      guidance: 'The control’s id: the message becomes a link that focuses it and shows its label.',
    },
    {
      name: 'title',
      guidance: 'Defaults to "Periksa kembali isian berikut" / "Please check the following".',
    },
    { name: 'headingLevel', guidance: 'h2 by default; fit the page outline.' },
  ],
  do: [
    'After a failed submit, call `ref.current.focus()`, so keyboard and screen reader users start at the list.',
    'Use the same words as the field’s own error: "Email tidak valid".',
    'Clear it once the errors are fixed.',
  ],
  dont: [
    'Show it while the user is still typing: only after a submit.',
    'Write "Terjadi kesalahan" when you know what is wrong.',
  ],
  keyboard: [
    'The summary is not a tab stop (`tabIndex -1`): the form moves focus to it after a failed submit.',
    'Tab: through the error links; Enter: moves focus to that field and scrolls its label into view.',
  ],
  screenReader: [
    '`role="alert"`: announced when it appears, named by its heading.',
    'Each message is a link to its field; the icon is decorative.',
  ],
  content: [
    'Each message says what is wrong and how to fix it: "Masukkan email yang valid, misalnya nama@perusahaan.co.id."',
    'Glossary: "Password", "Masuk"; "Anda", never "kamu".',
    'English in British spelling: "Enter a valid email address."',
  ],
};
