import type { Attempt, AttemptQuestion, AnswerValue } from '@ajar/api/contract';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import {
  ATTEMPT,
  evaluationHistory,
  finalHistory,
  preTestHistory,
} from '../AttemptHistoryPage/AttemptHistoryPage.fixtures';
import {
  leadershipCourse,
  PASS_THRESHOLD,
} from '../MyCourseDetailPage/MyCourseDetailPage.fixtures';

const text = (id: string, en: string) => ({ id, en });
const option = (key: string, id: string, en: string) => ({ id: key, text: text(id, en) });

/** The first four questions of the final quiz: one of each kind. */
const opening: AttemptQuestion[] = [
  {
    id: 501,
    type: 'single',
    text: text(
      'Anggota tim Anda terlambat menyerahkan laporan dua kali berturut-turut. Apa langkah pertama yang paling tepat?',
      'A team member has handed in a report late twice in a row. What is the best first step?',
    ),
    options: [
      option('a', 'Menegurnya di depan rapat tim', 'Call it out in the team meeting'),
      option(
        'b',
        'Bicara empat mata untuk memahami kendalanya',
        'Talk one-to-one to understand what is in the way',
      ),
      option('c', 'Mengambil alih tugasnya', 'Take the task over yourself'),
    ],
  },
  {
    id: 502,
    type: 'multiple',
    text: text(
      'Mana saja ciri sasaran SMART? (pilih semua yang benar)',
      'Which are features of a SMART goal? (choose all that apply)',
    ),
    options: [
      option('a', 'Spesifik', 'Specific'),
      option('b', 'Terukur', 'Measurable'),
      option('c', 'Rahasia', 'Confidential'),
      option('d', 'Berbatas waktu', 'Time-bound'),
    ],
  },
  {
    id: 503,
    type: 'trueFalse',
    text: text(
      'Mendelegasikan tugas berarti melepaskan tanggung jawab atas hasilnya.',
      'Delegating a task means giving up responsibility for its result.',
    ),
    options: [option('true', 'Benar', 'True'), option('false', 'Salah', 'False')],
  },
  {
    id: 504,
    type: 'shortAnswer',
    text: text(
      'Sebutkan satu kata untuk umpan balik yang disampaikan segera setelah kejadian.',
      'Give one word for feedback given right after the event.',
    ),
    options: [],
  },
];

/** The other sixteen: true-or-false statements, with whether each is true. */
const statements: [string, string, boolean][] = [
  [
    'Pemimpin yang baik memberi contoh sebelum meminta.',
    'A good leader sets the example before asking.',
    true,
  ],
  [
    'Umpan balik sebaiknya hanya diberikan saat penilaian tahunan.',
    'Feedback is best kept for the yearly review.',
    false,
  ],
  [
    'Mendengarkan aktif termasuk mengulang inti pesan lawan bicara.',
    'Active listening includes restating the other person’s point.',
    true,
  ],
  [
    'Semua keputusan tim harus diambil sendiri oleh pemimpin.',
    'A leader should make every team decision alone.',
    false,
  ],
  [
    'Sasaran yang jelas membantu tim menentukan prioritas.',
    'Clear goals help a team set priorities.',
    true,
  ],
  [
    'Pujian di depan umum selalu lebih baik daripada teguran pribadi.',
    'Public praise always beats a private word.',
    false,
  ],
  [
    'Delegasi yang baik menyertakan batas waktu dan hasil yang diharapkan.',
    'Good delegation states the deadline and the expected result.',
    true,
  ],
  ['Konflik dalam tim selalu berdampak buruk.', 'Conflict in a team is always harmful.', false],
  [
    'Rapat singkat harian dapat menjaga koordinasi tim.',
    'A short daily meeting can keep a team coordinated.',
    true,
  ],
  [
    'Kepercayaan tim dibangun lewat konsistensi antara ucapan dan tindakan.',
    'Team trust is built by doing what you say.',
    true,
  ],
  [
    'Motivasi anggota tim hanya dipengaruhi oleh gaji.',
    'Pay is the only thing that motivates a team member.',
    false,
  ],
  [
    'Pemimpin perlu mengenali kekuatan tiap anggota tim.',
    'A leader needs to know each member’s strengths.',
    true,
  ],
  [
    'Mengakui kesalahan sendiri melemahkan wibawa pemimpin.',
    'Owning up to a mistake weakens a leader’s standing.',
    false,
  ],
  [
    'Tujuan tim sebaiknya dikomunikasikan secara berkala.',
    'Team goals are best communicated regularly.',
    true,
  ],
  [
    'Setiap tugas yang didelegasikan perlu dipantau setiap jam.',
    'Every delegated task needs checking every hour.',
    false,
  ],
  [
    'Memberi ruang bertanya membuat anggota tim lebih percaya diri.',
    'Room to ask questions makes team members more confident.',
    true,
  ],
];
/** The two statements answered wrongly (with 503 that makes 17 of 20 right: 85). */
const MISSED = new Set([6, 13]);

const questions: AttemptQuestion[] = [
  ...opening,
  ...statements.map(([id, en], index) => ({
    id: 505 + index,
    type: 'trueFalse' as const,
    text: text(id, en),
    options: [option('true', 'Benar', 'True'), option('false', 'Salah', 'False')],
  })),
];

const truth = (isTrue: boolean) => (isTrue ? 'true' : 'false');

const answers: Record<string, AnswerValue> = {
  '501': 'b',
  '502': ['a', 'b', 'd'],
  '503': 'true',
  '504': 'langsung',
  ...Object.fromEntries(
    statements.map(([, , isTrue], index) => [
      String(505 + index),
      truth(MISSED.has(index) ? !isTrue : isTrue),
    ]),
  ),
};

const finalSummary = finalHistory.items.find((item) => item.id === ATTEMPT.final)!;

/** The final quiz's second attempt: 85, passed (17 of its 20 questions right). */
export const finalAttempt: Attempt = {
  id: ATTEMPT.final,
  quizId: 12,
  kind: QUIZ_KIND.Quiz,
  attemptNumber: finalSummary.attemptNumber,
  course: { id: leadershipCourse.id, title: leadershipCourse.title },
  content: finalSummary.content,
  status: 'submitted',
  startedAt: finalSummary.startedAt,
  deadlineAt: '2026-05-12T07:13:10Z',
  submittedAt: finalSummary.submittedAt,
  serverNow: '2026-05-12T07:05:00Z',
  questions,
  answers,
  result: {
    score: 85,
    passed: true,
    correctCount: 17,
    totalQuestions: questions.length,
    passThreshold: PASS_THRESHOLD,
    review: [
      { questionId: 501, isCorrect: true, correct: ['b'], explanation: null },
      {
        questionId: 502,
        isCorrect: true,
        correct: ['a', 'b', 'd'],
        explanation: text(
          'SMART: spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu.',
          'SMART: specific, measurable, achievable, relevant and time-bound.',
        ),
      },
      {
        questionId: 503,
        isCorrect: false,
        correct: ['false'],
        explanation: text(
          'Wewenang boleh dibagi, tetapi tanggung jawab atas hasil tetap pada pemimpin.',
          'Authority can be shared, but responsibility for the result stays with the leader.',
        ),
      },
      { questionId: 504, isCorrect: true, correct: ['langsung', 'segera'], explanation: null },
      ...statements.map(([, , isTrue], index) => ({
        questionId: 505 + index,
        isCorrect: !MISSED.has(index),
        correct: [truth(isTrue)],
        explanation: null,
      })),
    ],
    reviewWithheld: null,
  },
};

const firstSummary = finalHistory.items.find((item) => item.id === ATTEMPT.finalFirst)!;

/**
 * The final quiz's first attempt as the learner sees it before retrying: 60, not passed, two
 * attempts left, so the server keeps the right answers back and sends only the learner's own.
 */
export const failedAttemptWithAttemptsLeft: Attempt = {
  ...finalAttempt,
  id: ATTEMPT.finalFirst,
  attemptNumber: firstSummary.attemptNumber,
  startedAt: firstSummary.startedAt,
  submittedAt: firstSummary.submittedAt,
  deadlineAt: '2026-05-11T07:00:00Z',
  serverNow: '2026-05-11T06:56:00Z',
  result: {
    score: 60,
    passed: false,
    correctCount: 12,
    totalQuestions: questions.length,
    passThreshold: PASS_THRESHOLD,
    review: null,
    reviewWithheld: 'untilPassedOrLastAttempt',
  },
};

/** The same quiz, taken in another course: not found on this course's address. */
export const otherCourseAttempt: Attempt = {
  ...finalAttempt,
  course: {
    id: 2,
    title: text('Microsoft Excel untuk Analisis Data', 'Microsoft Excel for Data Analysis'),
  },
};

/** Started and left open: no score yet. */
export const openAttempt: Attempt = {
  ...finalAttempt,
  status: 'open',
  submittedAt: null,
  result: null,
};

const evaluationSummary = evaluationHistory.items[0]!;

/** The course evaluation: Likert answers, not scored, no review. */
export const evaluationAttempt: Attempt = {
  id: ATTEMPT.evaluation,
  quizId: 13,
  kind: QUIZ_KIND.Evaluation,
  attemptNumber: 1,
  course: { id: leadershipCourse.id, title: leadershipCourse.title },
  content: evaluationSummary.content,
  status: 'submitted',
  startedAt: evaluationSummary.startedAt,
  deadlineAt: null,
  submittedAt: evaluationSummary.submittedAt,
  serverNow: '2026-05-13T03:20:00Z',
  questions: [
    {
      id: 601,
      type: 'likert',
      text: text('Materi mudah dipahami.', 'The material was easy to follow.'),
      options: [],
    },
    {
      id: 602,
      type: 'likert',
      text: text(
        'Fasilitator menjawab pertanyaan dengan jelas.',
        'The facilitator answered questions clearly.',
      ),
      options: [],
    },
    {
      id: 603,
      type: 'likert',
      text: text(
        'Saya bisa menerapkan isi kursus dalam pekerjaan sehari-hari.',
        'I can apply what I learned in my daily work.',
      ),
      options: [],
    },
  ],
  answers: { '601': '4', '602': '5', '603': '4' },
  result: {
    score: null,
    passed: null,
    correctCount: 0,
    totalQuestions: 3,
    passThreshold: PASS_THRESHOLD,
    review: null,
    reviewWithheld: null,
  },
};

const preTestSummary = preTestHistory.items[0]!;

/**
 * The module's pre test: 45, below the quiz's pass mark and `passed: false` as the API sends
 * it, yet a baseline of prior knowledge, so the page gives no verdict.
 */
export const preTestAttempt: Attempt = {
  ...finalAttempt,
  id: preTestSummary.id,
  quizId: 10,
  attemptNumber: preTestSummary.attemptNumber,
  content: preTestSummary.content,
  startedAt: preTestSummary.startedAt,
  submittedAt: preTestSummary.submittedAt,
  deadlineAt: null,
  result: { ...finalAttempt.result!, score: 45, passed: false, correctCount: 9 },
};
