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

/** Final quizzes of the courses that end with one (they decide the certificate). */
export const FINAL_QUIZZES: Record<string, CourseQuizzes> = {
  safety: {
    'Final Quiz': {
      questions: [
        single(
          [
            'Anda melihat tumpahan oli di lorong gudang. Apa yang dilakukan pertama kali?',
            'You see an oil spill in a warehouse aisle. What do you do first?',
          ],
          [
            right(
              'Memasang tanda peringatan dan mengamankan area',
              'Put up a warning sign and secure the area',
            ),
            wrong(
              'Melanjutkan pekerjaan dan melapor di akhir shift',
              'Carry on and report it at the end of the shift',
            ),
            wrong('Menutup tumpahan dengan kardus', 'Cover the spill with cardboard'),
            wrong('Meminta forklift melintas pelan-pelan', 'Ask forklifts to drive past slowly'),
          ],
          [
            'Amankan area dulu agar tidak ada yang tergelincir, baru bersihkan dan laporkan.',
            'Secure the area first so nobody slips, then clean up and report.',
          ],
        ),
        multiple(
          [
            'Mana saja yang termasuk alat pelindung diri (APD)?',
            'Which of these are personal protective equipment (PPE)?',
          ],
          [
            right('Sepatu keselamatan', 'Safety shoes'),
            right('Helm pelindung', 'A hard hat'),
            right('Rompi reflektif', 'A high-visibility vest'),
            wrong('Troli barang', 'A hand trolley'),
          ],
          [
            'APD dipakai di badan untuk melindungi pekerja; troli adalah alat angkut.',
            'PPE is worn to protect the worker; a trolley is handling equipment.',
          ],
        ),
        trueFalse(
          [
            'Saat mengangkat beban, tekuk lutut dan jaga punggung tetap lurus.',
            'When lifting a load, bend your knees and keep your back straight.',
          ],
          true,
          [
            'Tenaga angkat berasal dari kaki, sehingga punggung terhindar dari cedera.',
            'The lift comes from the legs, which protects the back.',
          ],
        ),
        shortAnswer(
          [
            'Apa singkatan dari alat pemadam api ringan?',
            'What is the Indonesian abbreviation for a portable fire extinguisher (alat pemadam api ringan)?',
          ],
          ['APAR'],
          [
            'APAR: alat pemadam api ringan, untuk memadamkan api kecil sejak awal.',
            'APAR: alat pemadam api ringan, for putting out small fires early.',
          ],
        ),
      ],
    },
    Evaluation: TRAINING_EVALUATION,
  },
  finance: {
    'Final Quiz': {
      questions: [
        single(
          [
            'Laporan mana yang menunjukkan aset, liabilitas, dan ekuitas pada satu tanggal?',
            'Which statement shows assets, liabilities and equity on a single date?',
          ],
          [
            right('Neraca', 'Balance sheet'),
            wrong('Laporan laba rugi', 'Income statement'),
            wrong('Laporan arus kas', 'Cash-flow statement'),
            wrong('Anggaran departemen', 'Department budget'),
          ],
          [
            'Neraca adalah potret posisi keuangan pada satu titik waktu.',
            'The balance sheet is a snapshot of the financial position at one point in time.',
          ],
        ),
        trueFalse(
          [
            'Perusahaan yang mencatat laba pasti memiliki arus kas positif.',
            'A company that reports a profit always has positive cash flow.',
          ],
          false,
          [
            'Laba bisa tertahan di piutang atau persediaan, sehingga kasnya tetap seret.',
            'Profit can be tied up in receivables or stock, leaving cash short.',
          ],
        ),
        multiple(
          [
            'Mana saja yang termasuk biaya operasional departemen?',
            'Which of these are operating costs of a department?',
          ],
          [
            right('Gaji staf', 'Staff salaries'),
            right('Listrik dan sewa kantor', 'Electricity and office rent'),
            wrong('Pembelian gedung baru', 'Buying a new building'),
            right('Perjalanan dinas', 'Business travel'),
          ],
          [
            'Pembelian gedung adalah belanja modal, bukan biaya operasional.',
            'Buying a building is capital spending, not an operating cost.',
          ],
        ),
        shortAnswer(
          [
            'Selisih antara anggaran dan realisasi biaya disebut ... (satu kata)',
            'The difference between budgeted and actual cost is called the ... (one word)',
          ],
          ['varians', 'variance', 'selisih'],
          [
            'Varians menunjukkan seberapa jauh realisasi menyimpang dari rencana.',
            'The variance shows how far actual spending strayed from the plan.',
          ],
        ),
      ],
    },
  },
};
