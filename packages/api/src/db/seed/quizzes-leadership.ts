import {
  TRAINING_EVALUATION,
  multiple,
  right,
  shortAnswer,
  single,
  trueFalse,
  wrong,
  type CourseQuizzes,
} from './quizzes-kit';
import { LEADERSHIP_FINAL } from './quizzes-leadership-final';

/**
 * The showcase course's quizzes, written by hand so every question type and rule can be
 * demonstrated: a one-shot pre test without review, a retryable post test, a timed and
 * shuffled final quiz with explanations, and the trainer evaluation.
 */
export const LEADERSHIP_QUIZZES: CourseQuizzes = {
  'Pre Test': {
    max_attempts: 1,
    review: 'never',
    questions: [
      single(
        [
          'Apa yang paling tepat menggambarkan memimpin dengan teladan?',
          'Which best describes leading by example?',
        ],
        [
          right(
            'Menunjukkan sendiri perilaku yang Anda harapkan dari tim',
            'Showing yourself the behaviour you expect from the team',
          ),
          wrong(
            'Memberi perintah yang jelas lalu mengawasi dari jauh',
            'Giving clear orders and supervising from a distance',
          ),
          wrong(
            'Mengerjakan sendiri semua tugas yang penting',
            'Doing every important task yourself',
          ),
          wrong(
            'Tidak pernah mengakui kesalahan di depan tim',
            'Never admitting a mistake in front of the team',
          ),
        ],
      ),
      multiple(
        [
          'Mana saja ciri umpan balik yang membangun? (pilih semua yang benar)',
          'Which are marks of constructive feedback? (choose all that apply)',
        ],
        [
          right(
            'Spesifik pada perilaku, bukan pada pribadi',
            'Specific about behaviour, not about the person',
          ),
          right('Disampaikan tidak lama setelah kejadian', 'Given soon after the event'),
          wrong(
            'Disampaikan di depan seluruh tim agar menjadi pelajaran',
            'Given in front of the whole team as a lesson',
          ),
          right('Disertai saran langkah perbaikan', 'Comes with a suggested next step'),
        ],
      ),
      trueFalse(
        [
          'Mendelegasikan tugas berarti melepaskan tanggung jawab atas hasilnya.',
          'Delegating a task means giving up responsibility for its result.',
        ],
        false,
      ),
      shortAnswer(
        [
          'Akronim bahasa Inggris apa yang dipakai untuk sasaran yang Specific, Measurable, Achievable, Relevant, dan Time-bound (spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu)?',
          'Which acronym describes goals that are Specific, Measurable, Achievable, Relevant and Time-bound?',
        ],
        ['SMART'],
      ),
      single(
        [
          'Anggota tim baru sering terlambat menyerahkan laporan. Langkah pertama yang paling tepat adalah ...',
          'A new team member often hands in reports late. The best first step is to ...',
        ],
        [
          right(
            'Mengajaknya bicara empat mata untuk memahami penyebabnya',
            'Talk one-to-one to understand the cause',
          ),
          wrong('Langsung memberikan surat peringatan', 'Issue a written warning straight away'),
          wrong('Mengambil alih pembuatan laporannya', 'Take over writing the reports yourself'),
          wrong('Membiarkannya karena ia masih baru', 'Let it go because they are new'),
        ],
      ),
    ],
  },
  'Post Test': {
    max_attempts: 3,
    review: 'afterPassedOrLastAttempt',
    questions: [
      single(
        [
          'Tugas mana yang paling tepat untuk didelegasikan?',
          'Which task is the best one to delegate?',
        ],
        [
          right(
            'Menyusun rekap penjualan mingguan yang rutin',
            'Compiling the routine weekly sales recap',
          ),
          wrong(
            'Menyampaikan penilaian kinerja anggota tim',
            "Giving a team member's performance review",
          ),
          wrong(
            'Menangani masalah disiplin yang sensitif',
            'Handling a sensitive disciplinary matter',
          ),
          wrong('Menetapkan visi dan prioritas tim', "Setting the team's vision and priorities"),
        ],
        [
          'Tugas rutin dengan hasil yang jelas aman didelegasikan; penilaian, disiplin, dan arah tim tetap tugas pemimpin.',
          'Routine work with a clear result is safe to delegate; reviews, discipline and direction stay with the leader.',
        ],
      ),
      multiple(
        [
          'Apa saja yang perlu disepakati saat mendelegasikan tugas?',
          'What should be agreed when you delegate a task?',
        ],
        [
          right('Hasil yang diharapkan', 'The expected result'),
          right('Tenggat waktu', 'The deadline'),
          right('Kewenangan yang diberikan', 'The authority that comes with it'),
          wrong('Setiap langkah kerja secara rinci', 'Every step of the work in detail'),
        ],
        [
          'Sepakati hasil, waktu, dan wewenang; mengatur setiap langkah justru menjadi micromanagement.',
          'Agree on result, time and authority; prescribing every step is micromanaging.',
        ],
      ),
      trueFalse(
        [
          'Kepercayaan tim tumbuh lebih cepat bila pemimpin konsisten menepati janji-janji kecil.',
          "A team's trust grows faster when the leader consistently keeps small promises.",
        ],
        true,
        [
          'Kepercayaan dibangun dari konsistensi sehari-hari, bukan dari momen besar.',
          'Trust is built from everyday consistency, not from big moments.',
        ],
      ),
      shortAnswer(
        [
          'Teknik umpan balik yang diawali dan diakhiri dengan hal positif sering disebut teknik ...',
          'A feedback technique that opens and closes with something positive is often called the ... technique.',
        ],
        ['sandwich', 'feedback sandwich', 'roti lapis'],
        [
          'Teknik sandwich: apresiasi, masukan perbaikan, lalu dorongan semangat.',
          'The sandwich technique: praise, the improvement point, then encouragement.',
        ],
      ),
      single(
        [
          'Menurut kepemimpinan situasional, anggota tim yang sudah mampu dan termotivasi paling tepat dipimpin dengan gaya ...',
          'In situational leadership, a team member who is both able and motivated is best led by ...',
        ],
        [
          right('Mendelegasikan', 'Delegating'),
          wrong('Mengarahkan', 'Directing'),
          wrong('Melatih', 'Coaching'),
          wrong('Mendukung', 'Supporting'),
        ],
        [
          'Orang yang mampu dan mau bekerja paling baik bila diberi kepercayaan penuh.',
          'People who are able and willing do best when trusted with the work.',
        ],
      ),
    ],
  },
  'Final Quiz': LEADERSHIP_FINAL,
  Evaluation: TRAINING_EVALUATION,
};
