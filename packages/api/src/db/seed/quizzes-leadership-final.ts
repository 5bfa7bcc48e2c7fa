import {
  multiple,
  right,
  shortAnswer,
  single,
  trueFalse,
  wrong,
  type QuizSeed,
} from './quizzes-kit';

/**
 * The showcase course's final quiz: timed, shuffled, every scored question type, and an
 * explanation on each question for the review, which opens once the learner has passed or
 * used the last attempt (never while a retry could copy it).
 */
export const LEADERSHIP_FINAL: QuizSeed = {
  time_limit_seconds: 600,
  max_attempts: 3,
  shuffle_questions: true,
  shuffle_options: true,
  pass_threshold: 70,
  review: 'afterPassedOrLastAttempt',
  questions: [
    single(
      [
        'Anda ingin anggota tim lebih berani menyampaikan ide. Tindakan mana yang paling efektif?',
        'You want your team to speak up with ideas more often. Which action works best?',
      ],
      [
        right(
          'Mengakui ide yang baik secara terbuka dan menindaklanjutinya',
          'Acknowledge good ideas openly and act on them',
        ),
        wrong(
          'Mewajibkan setiap orang membawa satu ide di setiap rapat',
          'Require everyone to bring one idea to every meeting',
        ),
        wrong('Hanya mau mendengar ide yang sudah matang', 'Only listen to fully worked-out ideas'),
        wrong('Memutuskan sendiri agar rapat lebih singkat', 'Decide alone so meetings stay short'),
      ],
      [
        'Pengakuan dan tindak lanjut menunjukkan bahwa ide dihargai, sehingga orang berani bicara lagi.',
        'Recognition and follow-up show that ideas matter, so people speak up again.',
      ],
    ),
    multiple(
      [
        'Mana saja tanda bahwa delegasi Anda berjalan baik?',
        'Which are signs that your delegation is working?',
      ],
      [
        right(
          'Anggota tim mengambil keputusan kecil tanpa menunggu Anda',
          'Team members make small decisions without waiting for you',
        ),
        right(
          'Anda menerima kabar perkembangan pada titik yang disepakati',
          'You hear about progress at the agreed check-points',
        ),
        wrong(
          'Anda tetap memeriksa setiap email yang mereka kirim',
          'You still check every email they send',
        ),
        right(
          'Tugas selesai sesuai hasil dan tenggat yang disepakati',
          'The work is done to the agreed result and deadline',
        ),
      ],
      [
        'Delegasi berhasil bila orang bertindak mandiri dalam batas yang disepakati; memeriksa semuanya berarti belum mendelegasikan.',
        'Delegation works when people act on their own within agreed limits; checking everything means you have not delegated.',
      ],
    ),
    trueFalse(
      [
        'Umpan balik sebaiknya ditunda sampai penilaian kinerja tahunan agar lebih lengkap.',
        'Feedback is best saved for the annual review so that it is complete.',
      ],
      false,
      [
        'Umpan balik paling berguna bila diberikan segera, selagi kejadiannya masih jelas diingat.',
        'Feedback helps most when given promptly, while the event is still fresh.',
      ],
    ),
    shortAnswer(
      [
        'Tuliskan akronim bahasa Inggris untuk sasaran yang Specific, Measurable, Achievable, Relevant, dan Time-bound (spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu).',
        'Write the acronym for goals that are Specific, Measurable, Achievable, Relevant and Time-bound.',
      ],
      ['SMART'],
      [
        'SMART: Specific, Measurable, Achievable, Relevant, Time-bound.',
        'SMART: Specific, Measurable, Achievable, Relevant, Time-bound.',
      ],
    ),
    single(
      [
        'Dua anggota tim berselisih soal pembagian tugas. Langkah pertama Anda sebagai pemimpin adalah ...',
        'Two team members disagree about how work is split. Your first step as their leader is to ...',
      ],
      [
        right(
          'Mendengarkan kedua pihak sebelum mempertemukan mereka',
          'Hear both sides before bringing them together',
        ),
        wrong('Segera menentukan siapa yang benar', 'Decide straight away who is right'),
        wrong('Memindahkan salah satunya ke tim lain', 'Move one of them to another team'),
        wrong(
          'Membiarkan mereka menyelesaikannya sendiri tanpa batas waktu',
          'Leave them to sort it out with no time limit',
        ),
      ],
      [
        'Memahami kedua sudut pandang lebih dulu membuat penyelesaian terasa adil bagi keduanya.',
        'Understanding both views first makes the outcome feel fair to both.',
      ],
    ),
    multiple(
      [
        'Perilaku mana saja yang membangun kepercayaan tim?',
        "Which behaviours build a team's trust?",
      ],
      [
        right('Mengakui kesalahan sendiri secara terbuka', 'Owning up to your own mistakes openly'),
        right('Menepati janji, sekecil apa pun', 'Keeping promises, however small'),
        wrong(
          'Menyimpan informasi penting hanya untuk diri sendiri',
          'Keeping important information to yourself',
        ),
        right(
          'Memberi penghargaan atas keberhasilan tim, bukan mengklaimnya',
          "Crediting the team's success instead of claiming it",
        ),
      ],
      [
        'Keterbukaan, konsistensi, dan berbagi penghargaan membangun kepercayaan; menimbun informasi merusaknya.',
        'Openness, consistency and sharing credit build trust; hoarding information erodes it.',
      ],
    ),
  ],
};
