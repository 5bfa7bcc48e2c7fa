import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The outcome of an ujian akhir: passed or not, the score against the batas lulus, attempts and next steps.',
  ],
  avoid: [
    'The answers one by one: use `QuizReviewList`.',
    'All past attempts: use `ScoreHistoryTable`.',
  ],
  variants: [
    { name: 'Passed', guidance: '"Lulus" with a check icon and the success colour.' },
    {
      name: 'NotPassed',
      guidance:
        '"Belum lulus" with a cross and the danger colour, and "Coba lagi" if attempts are left.',
    },
    { name: 'NoFinalQuiz', guidance: 'The kursus has no ujian akhir; no score.' },
    {
      name: 'maxAttempts',
      guidance: 'Leave it out when attempts are unlimited; with it, attempts left are shown.',
    },
    {
      name: 'onRetry / onReview',
      guidance: 'Show "Coba lagi" and "Lihat pembahasan"; retry hides when none are left.',
    },
  ],
  do: [
    'Pass `status` as the server decided it; the kit does not recompute it from the score.',
    "Pass the kursus' own `threshold`.",
  ],
  dont: [
    'Say "Gagal": the outcome is "Belum lulus", with what to do next.',
    'Show "Coba lagi" when no attempts are left.',
  ],
  keyboard: ['Tab: "Coba lagi", then "Lihat pembahasan"; Enter or Space presses them.'],
  screenReader: [
    'A section named by the outcome heading ("Lulus"); the outcome is in words and icon, never colour alone.',
    '"Coba lagi" is described by the attempts left: "Sisa 1 percobaan".',
  ],
  content: [
    'Built in: "Lulus" / "Passed", "Belum lulus" / "Not passed", "Nilai 80", "8 dari 10 benar".',
    'Encouraging, not blaming: "Nilai Anda belum mencapai batas lulus 70."',
  ],
};
