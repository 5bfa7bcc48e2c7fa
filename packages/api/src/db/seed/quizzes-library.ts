import {
  TRAINING_EVALUATION,
  multiple,
  right,
  shortAnswer,
  single,
  trueFalse,
  wrong,
  type CourseQuizzes,
  type QuestionSeed,
} from './quizzes-kit';

/**
 * The other courses' quizzes: a few questions on each course's own topic. A pre test and its
 * post test ask the same questions, so the score page's learning gain compares like with like.
 */

/** The Excel pre test's time limit. */
export const EXCEL_WARM_UP_SECONDS = 20;

const EXCEL_CHECK: QuestionSeed[] = [
  single(
    [
      'Fungsi mana yang menjumlahkan semua nilai dalam satu rentang sel?',
      'Which function adds up every value in a range?',
    ],
    [
      right('SUM', 'SUM'),
      wrong('COUNT', 'COUNT'),
      wrong('AVERAGE', 'AVERAGE'),
      wrong('MAX', 'MAX'),
    ],
  ),
  trueFalse(
    [
      'Tanda $ pada $A$1 membuat referensi sel tetap saat rumus disalin ke sel lain.',
      'The $ signs in $A$1 keep the reference fixed when the formula is copied.',
    ],
    true,
  ),
  shortAnswer(
    [
      'Fungsi apa yang mencari nilai di satu kolom dan mengembalikan nilai dari kolom lain, pengganti modern VLOOKUP?',
      'Which function looks a value up in one column and returns one from another, the modern replacement for VLOOKUP?',
    ],
    ['XLOOKUP'],
  ),
  multiple(
    ['Apa saja yang bisa dilakukan PivotTable?', 'What can a PivotTable do?'],
    [
      right('Meringkas penjualan per bulan', 'Summarise sales by month'),
      right('Mengelompokkan data per wilayah', 'Group data by region'),
      wrong('Mengubah data sumber secara otomatis', 'Change the source data automatically'),
      right('Menghitung rata-rata per kategori', 'Average values per category'),
    ],
  ),
];

const NEGOTIATION_CHECK: QuestionSeed[] = [
  shortAnswer(
    [
      'Apa singkatan untuk alternatif terbaik Anda bila kesepakatan tidak tercapai?',
      'What is the acronym for your best alternative if no agreement is reached?',
    ],
    ['BATNA'],
  ),
  single(
    [
      'Klien berkata harga Anda terlalu mahal. Respons awal terbaik adalah ...',
      'A client says your price is too high. The best first response is to ...',
    ],
    [
      right(
        'Menggali pembandingnya dan nilai apa yang penting bagi mereka',
        'Ask what they compare it with and what value matters to them',
      ),
      wrong('Langsung menawarkan diskon 10%', 'Offer 10% off straight away'),
      wrong('Bertahan pada harga tanpa penjelasan', 'Hold the price without explanation'),
      wrong('Mengakhiri pertemuan', 'End the meeting'),
    ],
  ),
  trueFalse(
    [
      'Konsesi sebaiknya diberikan tanpa meminta imbalan agar klien senang.',
      'Concessions are best given without asking for anything back, to keep the client happy.',
    ],
    false,
  ),
  multiple(
    [
      'Apa saja yang perlu disiapkan sebelum bernegosiasi?',
      'What should you prepare before negotiating?',
    ],
    [
      right('Batas harga terendah Anda', 'Your walk-away price'),
      right('Kebutuhan dan prioritas klien', "The client's needs and priorities"),
      right('Alternatif bila tidak tercapai kesepakatan', 'Your alternatives if there is no deal'),
      wrong('Besar gaji negosiator pihak klien', "The client negotiator's salary"),
    ],
  ),
];

const SERVICE_CHECK: QuestionSeed[] = [
  single(
    [
      'Seorang pelanggan datang dalam keadaan marah. Apa yang Anda lakukan pertama kali?',
      'A customer arrives angry. What do you do first?',
    ],
    [
      right(
        'Mendengarkan sampai selesai tanpa memotong',
        'Listen until they finish, without interrupting',
      ),
      wrong('Menjelaskan kebijakan perusahaan', 'Explain the company policy'),
      wrong('Meminta pelanggan untuk tenang', 'Ask the customer to calm down'),
      wrong('Memanggil petugas keamanan', 'Call security'),
    ],
  ),
  trueFalse(
    [
      'Menghubungi kembali pelanggan setelah keluhannya selesai dapat meningkatkan loyalitas.',
      'Following up after a complaint is resolved can increase loyalty.',
    ],
    true,
  ),
  multiple(
    ['Mana saja bagian dari sapaan yang baik?', 'Which are part of a good greeting?'],
    [
      right('Kontak mata dan senyum', 'Eye contact and a smile'),
      right('Menyebut nama pelanggan bila tahu', "Using the customer's name if you know it"),
      right('Menawarkan bantuan', 'Offering help'),
      wrong('Melayani sambil tetap menelepon', 'Serving while staying on a phone call'),
    ],
  ),
  shortAnswer(
    [
      'Mengulang keluhan pelanggan dengan kata-kata sendiri untuk memastikan pemahaman disebut ...',
      "Repeating a customer's complaint in your own words to check understanding is called ...",
    ],
    ['parafrase', 'paraphrase', 'paraphrasing', 'memparafrasekan'],
  ),
];

const LOADING_CHECK: QuestionSeed[] = [
  single(
    [
      'Sebelum truk dibongkar, apa yang harus dipastikan lebih dulu?',
      'Before a truck is unloaded, what must be checked first?',
    ],
    [
      right(
        'Roda sudah diganjal dan rem tangan terpasang',
        'The wheels are chocked and the handbrake is on',
      ),
      wrong('Jumlah palet sudah dihitung', 'The pallets have been counted'),
      wrong('Sopir sudah beristirahat', 'The driver has had a break'),
      wrong('Dokumen pengiriman sudah ditandatangani', 'The delivery papers are signed'),
    ],
  ),
  trueFalse(
    [
      'Palet yang paling berat sebaiknya disusun di bagian atas tumpukan.',
      'The heaviest pallets are best stacked at the top.',
    ],
    false,
  ),
  multiple(
    [
      'APD apa saja yang wajib dipakai di area dok?',
      'Which protective equipment is required at the dock?',
    ],
    [
      right('Sepatu keselamatan', 'Safety shoes'),
      right('Rompi reflektif', 'A high-visibility vest'),
      right('Sarung tangan kerja', 'Work gloves'),
      wrong('Sandal', 'Sandals'),
    ],
  ),
  shortAnswer(
    [
      'Kendaraan bermesin yang dipakai untuk mengangkat dan memindahkan palet disebut ...',
      'The powered truck used to lift and move pallets is called a ...',
    ],
    ['forklift', 'fork lift', 'forklif'],
  ),
];

export const LIBRARY_QUIZZES: Record<string, CourseQuizzes> = {
  excel: {
    // A warm-up against the clock: first instincts, not lookups. It is also the demo's short
    // timed quiz, where the time running out can be seen without waiting ten minutes.
    'Pre Test': { questions: EXCEL_CHECK, time_limit_seconds: EXCEL_WARM_UP_SECONDS },
    'Post Test': { questions: EXCEL_CHECK },
    'Final Quiz': {
      questions: [
        single(
          [
            'Grafik apa yang paling cocok untuk menunjukkan tren penjualan dari bulan ke bulan?',
            'Which chart best shows a month-by-month sales trend?',
          ],
          [
            right('Grafik garis', 'Line chart'),
            wrong('Grafik lingkaran', 'Pie chart'),
            wrong('Grafik radar', 'Radar chart'),
            wrong('Grafik area 3D bertumpuk', '3-D stacked area chart'),
          ],
          [
            'Grafik garis memperlihatkan naik-turunnya nilai sepanjang waktu.',
            'A line chart shows how a value rises and falls over time.',
          ],
        ),
        multiple(
          [
            'Langkah mana saja yang membantu merapikan data penjualan sebelum dianalisis?',
            'Which steps help clean sales data before analysis?',
          ],
          [
            right('Menghapus baris duplikat', 'Remove duplicate rows'),
            right('Menyeragamkan format tanggal', 'Use one date format'),
            wrong('Menggabungkan semua kolom menjadi satu', 'Merge every column into one'),
            right('Membuang spasi berlebih dengan TRIM', 'Strip extra spaces with TRIM'),
          ],
          [
            'Data bersih berarti tanpa duplikat, format seragam, dan tanpa spasi tersembunyi.',
            'Clean data has no duplicates, one format and no hidden spaces.',
          ],
        ),
        trueFalse(
          [
            'Rumus =A1/B1 menghasilkan #DIV/0! bila B1 kosong.',
            'The formula =A1/B1 returns #DIV/0! when B1 is empty.',
          ],
          true,
          [
            'Sel kosong dibaca sebagai nol, dan pembagian dengan nol menghasilkan #DIV/0!.',
            'An empty cell counts as zero, and dividing by zero gives #DIV/0!.',
          ],
        ),
        shortAnswer(
          [
            'Fungsi apa yang menghitung jumlah sel yang memenuhi satu kriteria, misalnya transaksi di wilayah "Jawa Barat"?',
            'Which function counts the cells meeting one condition, such as sales in the "West Java" region?',
          ],
          ['COUNTIF'],
          [
            'COUNTIF(rentang; kriteria) menghitung sel yang cocok dengan kriteria.',
            'COUNTIF(range, criteria) counts the cells that match.',
          ],
        ),
      ],
    },
  },
  negotiation: {
    'Pre Test': { questions: NEGOTIATION_CHECK },
    'Post Test': { questions: NEGOTIATION_CHECK },
  },
  service: { 'Post Test': { questions: SERVICE_CHECK } },
  'loading-safety': { 'Post Test': { questions: LOADING_CHECK } },
  communication: { Evaluation: TRAINING_EVALUATION },
};
