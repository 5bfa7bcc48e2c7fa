import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "A learner's attempts at one quiz: when, how long, the score and passed or not, each linking to its detail.",
  ],
  avoid: [
    'The latest outcome on its own: use `QuizResult`.',
    'Ranking several learners: use `LeaderboardTable`.',
  ],
  variants: [
    {
      name: 'getDetailHref / renderLink',
      guidance: 'Make "Percobaan 2" a link to that attempt, through the app\'s router.',
    },
    {
      name: 'isPassed',
      guidance:
        "The server's verdict. Leave it out for a quiz with none (a pre test): the status column goes.",
    },
    { name: 'durationSeconds', guidance: 'The duration column appears when any attempt has one.' },
    { name: 'isCaptionHidden', guidance: 'When a visible heading already names the table.' },
    {
      name: 'timeZone',
      guidance: 'The learner\'s, e.g. "Asia/Jakarta", so times match their clock.',
    },
  ],
  do: [
    'Pass attempts newest first.',
    'Keep attempt and score next to each other on phones: the table scrolls sideways in its own region.',
  ],
  dont: [
    "Recompute passed from the score in the browser: pass the server's verdict.",
    'Hide the status column to save space on phones.',
  ],
  keyboard: [
    'Tab: the scroll region (arrow keys scroll it), the sortable headers, then each attempt link.',
    'Enter or Space on a header: sorts by it; again reverses.',
  ],
  screenReader: [
    'A table named by its caption ("Riwayat nilai"); the attempt is each row\'s header.',
    'Sortable headers carry `aria-sort`; a new order is announced.',
    'Passed or not is in words and icon: "Lulus", "Belum lulus".',
  ],
  content: [
    'Headers are built in: "Percobaan", "Waktu pengumpulan", "Durasi", "Nilai", "Status".',
    'Empty: "Belum ada riwayat nilai" with what to do: "Nilai akan muncul di sini setelah Anda mengerjakan kuis."',
  ],
};
