import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'To confirm that something the person just did worked: "Anda terdaftar di acara ini."',
    'For news that arrives while they work and needs no answer: a push message, new material.',
    'From code outside React (the push handler, the SSE stream): `toast.info/success/warning(...)`.',
  ],
  avoid: [
    'An error the person must fix: put it in the form (`FormError`, a field error) where it stays.',
    'A page or section that failed to load: use `ErrorState` with "Coba lagi".',
    'Anything that needs a decision: use a `Dialog`; a toast has no actions, only "Tutup".',
    'Lasting status on the page ("Kuis ditutup"): use a `Callout`.',
  ],
  variants: [
    {
      name: 'toast.info',
      guidance: 'Neutral news: new material, a message from the trainer.',
    },
    {
      name: 'toast.success',
      guidance: 'An action finished: registration saved, certificate ready.',
    },
    {
      name: 'toast.warning',
      guidance:
        'Something needs attention soon: "Sesi ujian berakhir dalam 5 menit." Without a title it gets "Perhatian!" / "Attention!".',
    },
    {
      name: 'durationMs',
      guidance:
        '4.5 s by default, paused on hover and focus. `Infinity` for a running task; close it with the function the call returns.',
    },
    {
      name: 'dedupeKey',
      guidance: 'The message id of a push message, so one delivered twice shows once.',
    },
  ],
  do: [
    'Render one `ToastContainer` near the app root, inside `UiProvider`; raise toasts anywhere.',
    {
      text: 'Keep it to one sentence that confirms what just happened; add a short `title` only when the description needs a heading.',
      story: 'DoOneSentence',
    },
    'Close a long-running toast from code when the task ends ("Mengunggah tugas…" → close).',
  ],
  dont: [
    {
      text: 'Put the only copy of important information in a toast, such as a code to note down: it disappears. Show it on the page.',
      story: 'DontOnlyCopy',
    },
    'Mount a second `ToastContainer`: every container shows the same queue.',
    'Raise a toast for every save of an autosaving form: use `QuizSaveStatus`-style inline status.',
  ],
  keyboard: [
    'Tab: reaches the newest toast\'s "Tutup" button; focus inside a toast pauses its timer.',
    'Enter or Space on "Tutup": closes it; focus moves to the next toast, or back where it came from after the last.',
    'Escape inside a toast: closes it.',
  ],
  screenReader: [
    'The container is a landmark region named "Notifikasi" / "Notifications".',
    'Its polite live region (`role="status"`) is mounted before the first toast, so every new toast is read.',
    'Each toast starts with its kind, hidden visually: "Berhasil: …", "Peringatan: …"; the icon is not the only signal.',
  ],
  content: [
    'Indonesian: say what happened, in the past or present: "Jawaban Anda tersimpan.", "Sertifikat Anda siap diunduh."',
    'Address the person as "Anda"; a full stop at the end of a sentence.',
    'A refusal says why and what to do: "Kuota acara penuh. Pilih jadwal lain."',
    'English: the same message in British spelling: "You are enrolled in this event."',
  ],
};
