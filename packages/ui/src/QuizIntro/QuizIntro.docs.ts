import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'What a learner reads before a quiz or the ujian akhir: its rules, their standing, and how to begin.',
  ],
  avoid: [
    'The outcome after submitting: use `QuizResult`.',
    'General notes about a kursus: use `CourseOverview`.',
  ],
  variants: [
    {
      name: 'rules',
      guidance:
        'Label–value pairs: "Jumlah soal", "Batas waktu", "Percobaan", "Batas lulus", "Nilai terbaik". Rules without a value are left out.',
    },
    {
      name: 'children',
      guidance: 'Notes after the rules: an attempt in progress, no attempts left.',
    },
    {
      name: 'actions',
      guidance: 'One main action, "Mulai kuis" or "Lanjutkan"; none when it cannot be taken.',
    },
  ],
  do: [
    'Say the time limit and the number of attempts before the learner starts.',
    'When there is no action, say why in `children`: "Percobaan Anda sudah habis."',
  ],
  dont: ['Start the timer on this screen.', 'Hide the batas lulus: learners should know the goal.'],
  keyboard: ['Tab: reaches the action; nothing else takes focus.'],
  screenReader: [
    'A section under its heading; the rules are a description list, read as label then value.',
  ],
  content: [
    'Heading: "Sebelum mulai" / "Before you start".',
    'Values with units: "30 menit", "10 soal", "Batas lulus 70".',
    'Action: "Mulai kuis", "Mulai ujian akhir" / "Start quiz", "Start final quiz".',
  ],
};
