import type { AttemptQuestion, LocalizedText } from '@ajar/api/contract';

/** A question as the server keeps it: what the learner sees, and what only grading sees. */
export interface FixtureQuestion {
  question: AttemptQuestion;
  /** Correct option ids, or the accepted texts of a shortAnswer; empty for likert. */
  correct: string[];
  explanation: LocalizedText | null;
}

const text = (id: string, en: string): LocalizedText => ({ id, en });

type OptionSeed = [id: string, en: string, isCorrect?: boolean];

function choice(
  id: number,
  type: 'single' | 'multiple',
  question: LocalizedText,
  options: OptionSeed[],
  explanation: LocalizedText | null = null,
): FixtureQuestion {
  const made = options.map(([textId, textEn, isCorrect], index) => ({
    id: String(id * 10 + index),
    text: text(textId, textEn),
    isCorrect: Boolean(isCorrect),
  }));
  return {
    question: { id, type, text: question, options: made.map((o) => ({ id: o.id, text: o.text })) },
    correct: made.filter((o) => o.isCorrect).map((o) => o.id),
    explanation,
  };
}

/** True/false questions carry their own two option ids, as the server stores them. */
function trueFalse(
  id: number,
  question: LocalizedText,
  answer: boolean,
  explanation: LocalizedText | null = null,
): FixtureQuestion {
  const made = choice(
    id,
    'single',
    question,
    [
      ['Benar', 'True', answer],
      ['Salah', 'False', !answer],
    ],
    explanation,
  );
  return { ...made, question: { ...made.question, type: 'trueFalse' } };
}

const shortAnswer = (
  id: number,
  question: LocalizedText,
  accepted: string[],
  explanation: LocalizedText | null = null,
): FixtureQuestion => ({
  question: { id, type: 'shortAnswer', text: question, options: [] },
  correct: accepted,
  explanation,
});

const likert = (id: number, question: LocalizedText): FixtureQuestion => ({
  question: { id, type: 'likert', text: question, options: [] },
  correct: [],
  explanation: null,
});

/** "Kuis Akhir Kepemimpinan Tim": the course's timed final quiz, in this attempt's order. */
export const finalQuizQuestions: FixtureQuestion[] = [
  choice(
    501,
    'single',
    text(
      'Anda ingin anggota tim lebih berani menyampaikan ide. Tindakan mana yang paling efektif?',
      'You want your team to speak up with ideas more often. Which action works best?',
    ),
    [
      [
        'Mengakui ide yang baik secara terbuka dan menindaklanjutinya',
        'Acknowledge good ideas openly and act on them',
        true,
      ],
      [
        'Mewajibkan setiap orang membawa satu ide di setiap rapat',
        'Require everyone to bring one idea to every meeting',
      ],
      ['Hanya mau mendengar ide yang sudah matang', 'Only listen to fully worked-out ideas'],
      ['Memutuskan sendiri agar rapat lebih singkat', 'Decide alone so meetings stay short'],
    ],
    text(
      'Pengakuan dan tindak lanjut menunjukkan bahwa ide dihargai, sehingga orang berani bicara lagi.',
      'Recognition and follow-up show that ideas matter, so people speak up again.',
    ),
  ),
  choice(
    502,
    'multiple',
    text(
      'Mana saja tanda bahwa delegasi Anda berjalan baik?',
      'Which are signs that your delegation is working?',
    ),
    [
      [
        'Anggota tim mengambil keputusan kecil tanpa menunggu Anda',
        'Team members make small decisions without waiting for you',
        true,
      ],
      [
        'Anda menerima kabar kemajuan pada titik yang disepakati',
        'You hear about progress at the agreed check-points',
        true,
      ],
      [
        'Anda tetap memeriksa setiap email yang mereka kirim',
        'You still check every email they send',
      ],
      [
        'Tugas selesai sesuai hasil dan tenggat yang disepakati',
        'The work is done to the agreed result and deadline',
        true,
      ],
    ],
    text(
      'Delegasi berhasil bila orang bertindak mandiri dalam batas yang disepakati; memeriksa semuanya berarti belum mendelegasikan.',
      'Delegation works when people act on their own within agreed limits; checking everything means you have not delegated.',
    ),
  ),
  trueFalse(
    503,
    text(
      'Umpan balik sebaiknya ditunda sampai penilaian kinerja tahunan agar lebih lengkap.',
      'Feedback is best saved for the annual review so that it is complete.',
    ),
    false,
    text(
      'Umpan balik paling berguna bila diberikan segera, selagi kejadiannya masih jelas diingat.',
      'Feedback helps most when given promptly, while the event is still fresh.',
    ),
  ),
  shortAnswer(
    504,
    text(
      'Tuliskan singkatan untuk kriteria sasaran yang Spesifik, Terukur, Dapat dicapai, Relevan, dan Berbatas waktu.',
      'Write the acronym for goals that are Specific, Measurable, Achievable, Relevant and Time-bound.',
    ),
    ['SMART'],
    text(
      'SMART: Specific, Measurable, Achievable, Relevant, Time-bound.',
      'SMART: Specific, Measurable, Achievable, Relevant, Time-bound.',
    ),
  ),
  choice(
    505,
    'single',
    text(
      'Dua anggota tim berselisih soal pembagian tugas. Langkah pertama Anda sebagai pemimpin adalah ...',
      'Two team members disagree about how work is split. Your first step as their leader is to ...',
    ),
    [
      [
        'Mendengarkan kedua pihak sebelum mempertemukan mereka',
        'Hear both sides before bringing them together',
        true,
      ],
      ['Segera menentukan siapa yang benar', 'Decide straight away who is right'],
      ['Memindahkan salah satunya ke tim lain', 'Move one of them to another team'],
      [
        'Membiarkan mereka menyelesaikannya sendiri tanpa batas waktu',
        'Leave them to sort it out with no time limit',
      ],
    ],
    text(
      'Memahami kedua sudut pandang lebih dulu membuat penyelesaian terasa adil bagi keduanya.',
      'Understanding both views first makes the outcome feel fair to both.',
    ),
  ),
  choice(
    506,
    'multiple',
    text(
      'Perilaku mana saja yang membangun kepercayaan tim?',
      "Which behaviours build a team's trust?",
    ),
    [
      ['Mengakui kesalahan sendiri secara terbuka', 'Owning up to your own mistakes openly', true],
      ['Menepati janji, sekecil apa pun', 'Keeping promises, however small', true],
      [
        'Menyimpan informasi penting hanya untuk diri sendiri',
        'Keeping important information to yourself',
      ],
      [
        'Memberi penghargaan atas keberhasilan tim, bukan mengklaimnya',
        "Crediting the team's success instead of claiming it",
        true,
      ],
    ],
    text(
      'Keterbukaan, konsistensi, dan berbagi penghargaan membangun kepercayaan; menimbun informasi merusaknya.',
      'Openness, consistency and sharing credit build trust; hoarding information erodes it.',
    ),
  ),
];

/** "Tes Akhir Modul Kepemimpinan": the untimed, retryable post test. */
export const postTestQuestions: FixtureQuestion[] = [
  choice(
    401,
    'single',
    text(
      'Tugas mana yang paling tepat untuk didelegasikan?',
      'Which task is the best one to delegate?',
    ),
    [
      [
        'Menyusun rekap penjualan mingguan yang rutin',
        'Compiling the routine weekly sales recap',
        true,
      ],
      ['Menyampaikan penilaian kinerja anggota tim', "Giving a team member's performance review"],
      ['Menangani masalah disiplin yang sensitif', 'Handling a sensitive disciplinary matter'],
      ['Menetapkan visi dan prioritas tim', "Setting the team's vision and priorities"],
    ],
  ),
  choice(
    402,
    'multiple',
    text(
      'Apa saja yang perlu disepakati saat mendelegasikan tugas?',
      'What should be agreed when you delegate a task?',
    ),
    [
      ['Hasil yang diharapkan', 'The expected result', true],
      ['Tenggat waktu', 'The deadline', true],
      ['Kewenangan yang diberikan', 'The authority that comes with it', true],
      ['Setiap langkah kerja secara rinci', 'Every step of the work in detail'],
    ],
  ),
  trueFalse(
    403,
    text(
      'Kepercayaan tim tumbuh lebih cepat bila pemimpin konsisten menepati janji-janji kecil.',
      "A team's trust grows faster when the leader consistently keeps small promises.",
    ),
    true,
  ),
  shortAnswer(
    404,
    text(
      'Teknik umpan balik yang diawali dan diakhiri dengan hal positif sering disebut teknik ...',
      'A feedback technique that opens and closes with something positive is often called the ... technique.',
    ),
    ['sandwich', 'feedback sandwich', 'roti lapis'],
  ),
  choice(
    405,
    'single',
    text(
      'Menurut kepemimpinan situasional, anggota tim yang sudah mampu dan termotivasi paling tepat dipimpin dengan gaya ...',
      'In situational leadership, a team member who is both able and motivated is best led by ...',
    ),
    [
      ['Mendelegasikan', 'Delegating', true],
      ['Mengarahkan', 'Directing'],
      ['Melatih', 'Coaching'],
      ['Mendukung', 'Supporting'],
    ],
  ),
];

/** "Evaluasi Pelatihan": the unscored trainer evaluation. */
export const evaluationQuestions: FixtureQuestion[] = [
  likert(
    601,
    text(
      'Fasilitator menyampaikan materi dengan jelas dan mudah dipahami.',
      'The facilitator explained the material clearly.',
    ),
  ),
  likert(
    602,
    text(
      'Materi pelatihan ini relevan dengan pekerjaan saya sehari-hari.',
      'The material is relevant to my day-to-day work.',
    ),
  ),
  likert(
    603,
    text(
      'Contoh kasus dan latihan membantu saya memahami materi.',
      'The examples and exercises helped me understand the material.',
    ),
  ),
  likert(
    604,
    text(
      'Saya akan merekomendasikan pelatihan ini kepada rekan kerja.',
      'I would recommend this training to a colleague.',
    ),
  ),
];

/** Option id of a question's option by its position (from 0): what a story clicks. */
export const optionId = (question: FixtureQuestion, index: number) =>
  question.question.options[index]!.id;
