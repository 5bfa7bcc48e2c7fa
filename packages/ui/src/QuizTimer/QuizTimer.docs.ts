import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ["Time left in a quiz attempt, counted down from the server's deadline."],
  avoid: [
    'A date or time of an acara: write it out ("pukul 09.00 WIB").',
    'Progres through a kursus: use `ProgressIndicator`.',
  ],
  variants: [
    {
      name: 'endsAt',
      guidance: "The server's deadline; always prefer it, so a reload does not add time.",
    },
    { name: 'durationSeconds', guidance: 'Only without a server deadline (demos, practice).' },
    { name: 'onExpire', guidance: 'Called once when time is up, e.g. to submit the answers.' },
    { name: 'label', guidance: '"Sisa waktu" by default.' },
  ],
  do: [
    "Put it in `QuizLayout`'s `status`, so it stays in view.",
    'Submit or save the answers in `onExpire`, and tell the learner.',
  ],
  dont: [
    "Count from the browser's clock alone when the server has a deadline.",
    'Add your own sounds or alerts: it already warns.',
  ],
  keyboard: ['It takes no focus.'],
  screenReader: [
    'A `timer` named "Sisa waktu"; the ticking itself is silent.',
    'Announced once each: "Sisa waktu 5 menit" and "Sisa waktu 1 menit" politely, then "Sisa waktu 10 detik" and "Waktu habis" assertively.',
    'In the last minute its icon, label and colour change too.',
  ],
  content: [
    'Built in: "Sisa waktu", "Waktu hampir habis", "Waktu habis" / "Time left", "Time\'s up".',
  ],
};
