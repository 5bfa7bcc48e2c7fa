import type {
  ClassDetail,
  ClassProgramDetail,
  ClassProgramSummary,
  ClassSummary,
  CourseSummary,
} from '@ajar/api/contract';

const SALES_CATEGORY = {
  id: 4,
  slug: 'penjualan',
  name: { id: 'Penjualan & Layanan', en: 'Sales & Service' },
};
const RINA = { id: 11, name: 'Rina Wulandari' };
const BUDI = { id: 12, name: 'Budi Santoso' };
const DEWI = { id: 3, name: 'Dewi Lestari' };

const course = (
  id: number,
  title: [string, string],
  description: [string, string],
  durationMinutes: number,
  trainer = RINA,
): CourseSummary => ({
  id,
  title: { id: title[0], en: title[1] },
  description: { id: description[0], en: description[1] },
  coverUrl: null,
  displayType: 0,
  durationMinutes,
  contentCount: 8,
  category: SALES_CATEGORY,
  trainer,
});

/** The Sales Academy's courses, in the order its classes take them. */
export const salesCourses: CourseSummary[] = [
  course(
    21,
    ['Mengenal Produk dan Pelanggan', 'Knowing Your Products and Customers'],
    [
      'Pahami lini produk perusahaan dan siapa pembelinya, agar setiap percakapan penjualan dimulai dari kebutuhan pelanggan.',
      "Learn the company's product range and who buys it, so every sales conversation starts from the customer's needs.",
    ],
    150,
  ),
  course(
    22,
    ['Teknik Presentasi Penjualan', 'Sales Presentation Skills'],
    [
      'Susun dan bawakan presentasi yang meyakinkan, lengkap dengan demo produk dan cara menjawab pertanyaan sulit.',
      'Build and deliver a convincing pitch, with a product demo and ways to answer the hard questions.',
    ],
    180,
    BUDI,
  ),
  course(
    23,
    ['Negosiasi dan Menutup Transaksi', 'Negotiating and Closing Deals'],
    [
      'Hadapi keberatan harga, tawar-menawar dengan tenang, dan bawa pelanggan sampai tanda tangan kontrak.',
      'Handle price objections, bargain calmly and take the customer all the way to a signed contract.',
    ],
    210,
  ),
];

const sales = { id: 1, slug: 'sales', title: { id: 'Akademi Penjualan', en: 'Sales Academy' } };
const leadership = { id: 2, slug: 'leadership', title: { id: 'Kepemimpinan', en: 'Leadership' } };

const batch = (
  n: number,
  program: string,
  rest: Omit<ClassSummary, 'slug' | 'path' | 'title'>,
) => ({
  ...rest,
  slug: `batch-${n}`,
  path: `${program}/batch-${n}`,
  title: { id: `Angkatan ${n}`, en: `Batch ${n}` },
});

export const salesBatch1: ClassSummary = batch(1, 'sales', {
  id: 101,
  startsOn: '2025-09-01',
  endsOn: '2025-10-31',
  status: 'finished',
  mode: 'offline',
  location: 'Ruang Pelatihan Lt. 5, Menara Ajar, Jakarta Selatan',
  trainer: RINA,
  capacity: 25,
  memberCount: 24,
  courseCount: 3,
  isMember: false,
});
export const salesBatch2: ClassSummary = batch(2, 'sales', {
  id: 102,
  startsOn: '2026-02-02',
  endsOn: '2026-04-24',
  status: 'ongoing',
  mode: 'online',
  location: 'Zoom',
  trainer: BUDI,
  capacity: 30,
  memberCount: 28,
  courseCount: 3,
  isMember: false,
});
export const salesBatch3: ClassSummary = batch(3, 'sales', {
  id: 103,
  startsOn: '2026-05-04',
  endsOn: '2026-06-26',
  status: 'upcoming',
  mode: 'offline',
  location: 'Ruang Pelatihan Lt. 5, Menara Ajar, Jakarta Selatan',
  trainer: RINA,
  capacity: 25,
  memberCount: 18,
  courseCount: 3,
  isMember: false,
});
const leadershipBatch1: ClassSummary = batch(1, 'leadership', {
  id: 201,
  startsOn: '2025-10-06',
  endsOn: '2025-12-12',
  status: 'finished',
  mode: 'offline',
  location: 'Hotel Santika, Bandung',
  trainer: DEWI,
  capacity: 20,
  memberCount: 20,
  courseCount: 2,
  isMember: false,
});
const leadershipBatch2: ClassSummary = batch(2, 'leadership', {
  id: 202,
  startsOn: '2026-06-08',
  endsOn: '2026-08-28',
  status: 'upcoming',
  mode: 'online',
  location: 'Google Meet',
  trainer: DEWI,
  capacity: 20,
  memberCount: 6,
  courseCount: 2,
  isMember: false,
});

const salesDescription = {
  id: 'Program tiga bulan untuk tenaga penjualan baru: mengenal produk, presentasi, negosiasi, hingga menutup transaksi.',
  en: 'A three-month programme for new sales staff: products, presenting, negotiating and closing the deal.',
};
const leadershipDescription = {
  id: 'Untuk supervisor dan calon manajer: memimpin tim, memberi umpan balik, dan mengambil keputusan bersama.',
  en: 'For supervisors and future managers: leading a team, giving feedback and deciding together.',
};

/** GET /v1/classes/sales: ongoing first, then upcoming, then finished (the API's order). */
export const salesProgram: ClassProgramDetail = {
  ...sales,
  description: salesDescription,
  coverUrl: null,
  classCount: 3,
  classes: [salesBatch2, salesBatch3, salesBatch1],
};

export const leadershipProgram: ClassProgramDetail = {
  ...leadership,
  description: leadershipDescription,
  coverUrl: null,
  classCount: 2,
  classes: [leadershipBatch2, leadershipBatch1],
};

/** A program opened before its first class was planned. */
export const digitalProgram: ClassProgramDetail = {
  id: 3,
  slug: 'digital',
  title: { id: 'Literasi Digital', en: 'Digital Literacy' },
  description: {
    id: 'Bekal kerja sehari-hari dengan spreadsheet, surel, dan keamanan data untuk staf kantor.',
    en: 'Everyday skills with spreadsheets, email and data security for office staff.',
  },
  coverUrl: null,
  classCount: 0,
  classes: [],
};

const summaryOf = (
  program: ClassProgramDetail,
  nextClass: ClassSummary | null,
): ClassProgramSummary => ({
  id: program.id,
  slug: program.slug,
  title: program.title,
  description: program.description,
  coverUrl: program.coverUrl,
  classCount: program.classCount,
  nextClass,
});

/** GET /v1/classes: every program with the class running now or starting next. */
export const programs: ClassProgramSummary[] = [
  summaryOf(salesProgram, salesBatch2),
  summaryOf(leadershipProgram, leadershipBatch2),
  summaryOf(digitalProgram, null),
];

/** GET /v1/classes/sales/batch-3, as a visitor sees it. */
export const salesBatch3Detail: ClassDetail = {
  ...salesBatch3,
  description: {
    id: 'Angkatan ketiga Akademi Penjualan untuk tenaga penjualan yang bergabung pada kuartal pertama. Setiap Senin dan Kamis pukul 09.00–12.00 WIB di kantor pusat, dengan praktik presentasi dan simulasi negosiasi bersama pelatih.',
    en: "The Sales Academy's third batch, for sales staff who joined in the first quarter. Every Monday and Thursday, 09:00–12:00 WIB at head office, with pitch practice and negotiation role-plays led by the trainer.",
  },
  program: sales,
  courses: salesCourses,
};

/** GET /v1/classes/sales/batch-1: a class that has ended. */
export const salesBatch1Detail: ClassDetail = {
  ...salesBatch1,
  description: {
    id: 'Angkatan pertama Akademi Penjualan. Seluruh pertemuan telah selesai; materinya tetap bisa dipelajari ulang.',
    en: 'The first batch of the Sales Academy. All sessions are over; the courses stay open for review.',
  },
  program: sales,
  courses: salesCourses,
};

/** A leadership class whose courses are still being put together. */
export const leadershipBatch2Detail: ClassDetail = {
  ...leadershipBatch2,
  courseCount: 0,
  description: {
    id: 'Angkatan kedua program Kepemimpinan, daring setiap Rabu sore.',
    en: 'The second batch of the Leadership programme, online every Wednesday afternoon.',
  },
  program: leadership,
  courses: [],
};
