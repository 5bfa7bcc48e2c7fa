import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'To confirm an action that loses work or cannot be undone: "Keluar dari kuis?", "Hapus kursus?".',
    'A short task that must be finished or cancelled before going on, e.g. accepting a course’s terms.',
  ],
  avoid: [
    'Navigation or filters beside the page: use `Drawer`.',
    'A confirmation that something worked: use a toast.',
    'Long content or a form of many steps: give it its own page.',
    'Information the page could show in place: use `Callout`.',
  ],
  variants: [
    {
      name: 'size',
      guidance: '`sm` for a confirmation, `md` (default) for a short form, `lg` for terms to read.',
    },
    {
      name: 'description',
      guidance: 'One sentence under the title, read out with it: what will happen.',
    },
    { name: 'footer', guidance: 'The actions, main action last: "Batal" then "Keluar dari kuis".' },
    {
      name: 'isDismissable',
      guidance:
        '`false` keeps a backdrop click from closing it, for a form with unsaved input; Escape and the close button still work.',
    },
    {
      name: 'initialFocusRef',
      guidance: 'Focus the safe choice ("Batal") in a dangerous confirmation.',
    },
  ],
  do: [
    'Write the title as the question or the task: "Keluar dari kuis?".',
    {
      text: 'Label buttons with what they do ("Keluar dari kuis", "Lanjutkan kuis"), and use the `danger` variant for the destructive one.',
      story: 'DoNameTheActions',
    },
    'Say in `description` what is lost: "Jawaban yang belum dikumpulkan akan hilang."',
  ],
  dont: [
    'Open a dialog from a dialog.',
    'Open one without a user’s action (on page load).',
    {
      text: 'Use "Ya" and "Tidak" as the actions: the reader has to go back to the question to know which one leaves.',
      story: 'DontYesNo',
    },
  ],
  keyboard: [
    'On open: focus moves to the first focusable element (or `initialFocusRef`).',
    'Tab and Shift+Tab: cycle inside the dialog only.',
    'Escape: closes it; focus returns to the element that opened it.',
  ],
  screenReader: [
    '`role="dialog"` with `aria-modal`, named by the title and described by `description`.',
    'The close button is named "Tutup" / "Close" (`closeLabel` to change it).',
    '`aria-modal` tells screen readers to stay inside it; the page behind does not scroll while it is open.',
  ],
  content: [
    'Titles: a question or a short task, sentence case: "Keluar dari kuis?", "Ketentuan kursus".',
    'Actions: verbs, the consequence in the words: "Keluar dari kuis", not "OK". "Batal" to cancel.',
    'English in British spelling: "Leave the quiz?", "Cancel".',
  ],
};
