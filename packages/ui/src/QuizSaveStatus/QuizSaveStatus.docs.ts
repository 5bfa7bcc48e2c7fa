import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "Whether a running quiz's answers reached the server: saving, saved, kept offline, or failing.",
  ],
  avoid: [
    'Confirming a one-off action: use `toast`.',
    "A form's errors: use `FormError` and field errors.",
  ],
  variants: [
    { name: 'idle', guidance: 'Nothing answered yet.' },
    {
      name: 'saving / saved',
      guidance: 'Shown, not announced: learners are not interrupted on every answer.',
    },
    {
      name: 'offline',
      guidance: 'Kept on the device, sent later: "Offline — jawaban disimpan di perangkat ini".',
    },
    { name: 'error', guidance: 'The server refused or failed: say what to do.' },
  ],
  do: [
    "Put it in `QuizLayout`'s `status`, beside the timer.",
    "Pass the words for each state; they are the app's translations.",
  ],
  dont: [
    'Blame the connection when the server failed: use `error`, not `offline`.',
    'Show a toast for each save.',
  ],
  keyboard: ['It takes no focus.'],
  screenReader: [
    'A `role="status"` region announces only trouble (offline, error), once, and its end ("Tersimpan" after it).',
    'The visible words are hidden while announced, so browse mode does not read them twice.',
  ],
  content: [
    '"Menyimpan…", "Tersimpan" / "Saving…", "Saved".',
    'Trouble says what happens to the answers: "Offline — jawaban disimpan di perangkat ini".',
  ],
};
