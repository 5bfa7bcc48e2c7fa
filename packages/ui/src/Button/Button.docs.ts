import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'To start an action on this page: submit a form, start a quiz, enrol in a course.',
    'As a link that looks like an action (`href`), when it leads to the next step of a task.',
  ],
  avoid: [
    'Moving to another page as part of reading: use `Link`.',
    'An action with only an icon: use `IconButton`, which requires a label.',
    'Several primary buttons in one view: keep one primary action per screen.',
  ],
  variants: [
    {
      name: 'primary',
      guidance: 'The one main action of a screen. Filled with the brand colour (`primaryFill`).',
    },
    { name: 'secondary', guidance: 'Alternatives beside the primary action, e.g. "Batal".' },
    { name: 'ghost', guidance: 'Low-emphasis actions in toolbars and lists, e.g. "Lewati".' },
    {
      name: 'danger',
      guidance:
        'Actions that destroy or lose work ("Hapus kursus", "Keluar dari kuis"). Outlined at rest, filled on hover, so a red brand never makes it look like the primary action. Confirm it in a `Dialog`.',
    },
    {
      name: 'size',
      guidance: '`md` in forms and pages, `sm` in dense tables, `lg` for a hero action.',
    },
    {
      name: 'lead',
      guidance:
        'A short line over a label that can be long, e.g. "Lanjutkan ke:" over a material\'s title: two lines at most, the title cut with an ellipsis and read whole.',
    },
    {
      name: 'isLoading',
      guidance: 'While the action runs: keeps its width and colour, announces "Memuat".',
    },
  ],
  do: [
    {
      text: 'Start with a verb that says what happens: "Simpan perubahan", "Mulai kuis"; keep one primary action, last in the row.',
      story: 'DoVerbLabels',
    },
    'Put the primary action last in a row of buttons, on the right (on phones, first in a column).',
    'Keep a disabled action explained: say nearby why it is unavailable.',
  ],
  dont: [
    'Use the brand colour to mean danger or success: use the `danger` variant or a `Callout`.',
    'Use vague labels such as "OK", "Ya" or "Klik di sini".',
    {
      text: 'Put a destructive action in the primary variant: beside the main action it looks like the way forward. Use `danger`.',
      story: 'DontPrimaryForDanger',
    },
  ],
  keyboard: [
    'Tab: moves focus to the button (a visible focus ring).',
    'Enter or Space: presses it; a link button follows its link with Enter.',
  ],
  screenReader: [
    'Announced as "button" (or "link" with `href`) with its text as the name.',
    'While loading it is `aria-busy` and its name adds "Memuat" / "Loading".',
    'Disabled buttons stay focusable with `aria-disabled`, so their reason can be read.',
  ],
  content: [
    'Indonesian: a verb first, sentence case, no full stop: "Daftar kursus", "Kumpulkan jawaban".',
    'English: the same, in British spelling: "Enrol", "Submit answers".',
    'At most three words; the words of the glossary (Foundations/Content): "Masuk", not "Login".',
  ],
};
