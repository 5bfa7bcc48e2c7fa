import type { Category, CourseSummary, Event, Page } from '@ajar/api/contract';

const category = (id: number, slug: string, idName: string, enName: string) => ({
  id,
  slug,
  name: { id: idName, en: enName },
});
const LEADERSHIP = category(1, 'kepemimpinan', 'Kepemimpinan', 'Leadership');
const DIGITAL = category(2, 'digital', 'Keterampilan Digital', 'Digital Skills');
const SAFETY = category(3, 'k3', 'K3 & Keselamatan Kerja', 'Health & Safety');
const SALES = category(4, 'penjualan', 'Penjualan & Layanan', 'Sales & Service');

/** Courses as the seeded demo company has them, in both languages. */
export const courses: CourseSummary[] = [
  {
    id: 1,
    title: { id: 'Dasar Kepemimpinan Tim', en: 'Team Leadership Fundamentals' },
    description: {
      id: 'Bekal praktis bagi supervisor dan team leader baru: memimpin dengan teladan, mendelegasikan tugas, dan menjaga semangat tim.',
      en: 'Practical groundwork for new supervisors and team leads: leading by example, delegating well and keeping the team motivated.',
    },
    coverUrl: null,
    displayType: 0,
    durationMinutes: 255,
    contentCount: 12,
    category: LEADERSHIP,
    trainer: { id: 3, name: 'Dewi Lestari' },
  },
  {
    id: 2,
    title: { id: 'Microsoft Excel untuk Analisis Data', en: 'Microsoft Excel for Data Analysis' },
    description: {
      id: 'Dari rumus dasar sampai PivotTable dan grafik: olah data penjualan dan operasional menjadi laporan bulanan yang rapi.',
      en: 'From basic formulas to PivotTables and charts: turn sales and operations data into tidy monthly reports.',
    },
    coverUrl: null,
    displayType: 1,
    durationMinutes: 210,
    contentCount: 9,
    category: DIGITAL,
    trainer: { id: 6, name: 'Agus Prasetyo' },
  },
  {
    id: 3,
    title: {
      id: 'Keselamatan dan Kesehatan Kerja (K3) di Gudang',
      en: 'Warehouse Health and Safety',
    },
    description: {
      id: 'Kenali bahaya di area gudang, gunakan APD dengan benar, dan ketahui apa yang harus dilakukan saat keadaan darurat.',
      en: 'Recognise the hazards of a warehouse floor, wear the right protective equipment and know what to do in an emergency.',
    },
    coverUrl: null,
    displayType: 0,
    durationMinutes: 150,
    contentCount: 10,
    category: SAFETY,
    trainer: { id: 7, name: 'Fitri Handayani' },
  },
  {
    id: 4,
    title: { id: 'Teknik Negosiasi Penjualan B2B', en: 'B2B Sales Negotiation' },
    description: {
      id: 'Siapkan posisi tawar, tangani keberatan harga, dan tutup kesepakatan dengan klien korporat tanpa menggerus margin.',
      en: 'Prepare your position, handle price objections and close deals with corporate clients without giving away your margin.',
    },
    coverUrl: null,
    displayType: 2,
    durationMinutes: 120,
    contentCount: 7,
    category: SALES,
    trainer: { id: 3, name: 'Dewi Lestari' },
  },
];

export const coursePage = (items: CourseSummary[]): Page<CourseSummary> => ({
  items,
  page: 1,
  pageSize: 4,
  total: items.length === 0 ? 0 : 11,
  totalPages: items.length === 0 ? 1 : 3,
});

/** Fixed dates well ahead, so the cards and their screenshots do not change day to day. */
export const events: Event[] = [
  {
    id: 1,
    title: {
      id: 'Webinar: Membaca Data Penjualan dengan Excel',
      en: 'Webinar: Reading Sales Data in Excel',
    },
    description: {
      id: 'Sesi langsung bersama Agus Prasetyo. Siapkan laptop dengan Excel terpasang.',
      en: 'A live session with Agus Prasetyo. Bring a laptop with Excel installed.',
    },
    mode: 'online',
    location: 'Zoom Meeting',
    url: null,
    coverUrl: null,
    startsAt: '2030-02-05T03:00:00.000Z',
    endsAt: '2030-02-05T05:00:00.000Z',
    timeZone: 'Asia/Jakarta',
  },
  {
    id: 2,
    title: {
      id: 'Pelatihan Pemadaman Kebakaran dan Evakuasi',
      en: 'Fire Safety and Evacuation Drill',
    },
    description: {
      id: 'Latihan langsung memakai APAR dan jalur evakuasi gedung.',
      en: 'Hands-on practice with extinguishers and the building evacuation routes.',
    },
    mode: 'offline',
    location: 'Aula Gedung B, Kawasan Industri Pulogadung, Jakarta',
    url: null,
    coverUrl: null,
    startsAt: '2030-02-12T01:00:00.000Z',
    endsAt: '2030-02-12T04:00:00.000Z',
    timeZone: 'Asia/Jakarta',
  },
  {
    id: 3,
    title: { id: 'Temu Pemimpin Muda', en: 'Emerging Leaders Meet-up' },
    description: {
      id: 'Berbagi pengalaman memimpin tim pertama Anda bersama para supervisor senior.',
      en: 'Swap stories about leading your first team with senior supervisors.',
    },
    mode: 'online',
    location: 'Google Meet',
    url: null,
    coverUrl: null,
    startsAt: '2030-02-19T07:00:00.000Z',
    endsAt: '2030-02-19T08:30:00.000Z',
    timeZone: 'Asia/Jakarta',
  },
];

export const eventPage = (items: Event[]): Page<Event> => ({
  items,
  page: 1,
  pageSize: 3,
  total: items.length,
  totalPages: 1,
});

export const categories: Category[] = [
  { ...SAFETY, courseCount: 2 },
  { ...DIGITAL, courseCount: 3 },
  { ...category(5, 'keuangan', 'Keuangan', 'Finance'), courseCount: 1 },
  { ...LEADERSHIP, courseCount: 2 },
  { ...category(6, 'soft-skills', 'Pengembangan Diri', 'Soft Skills'), courseCount: 1 },
  { ...SALES, courseCount: 2 },
];
