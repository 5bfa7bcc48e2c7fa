import type { CompanyKey } from './companies';
import type { ClassProgramSeed } from './classes';

/**
 * The demo's class programs. Ajar Demo has a finished, a running and an upcoming sales batch,
 * a leadership program and one program without classes (the app's empty state).
 */

const SALES_COURSES = ['negotiation', 'service', 'excel'];
const JAKARTA_OFFICE = 'Jakarta, Menara Ajar lt. 5';

// sales/batch-3 is the app's sample path; member@ajar.local is in it, member2 in batch-2.
const AJAR_PROGRAMS: readonly ClassProgramSeed[] = [
  {
    slug: 'sales',
    title_id: 'Akademi Penjualan',
    title_en: 'Sales Academy',
    description_id:
      'Program intensif untuk tenaga penjualan: negosiasi B2B, layanan pelanggan, dan membaca data penjualan. Setiap kelas belajar bersama selama enam sampai tujuh minggu.',
    description_en:
      'An intensive programme for sales staff: B2B negotiation, customer service and reading sales data. Each class learns together for six to seven weeks.',
    classes: [
      {
        slug: 'batch-1',
        startDay: -80,
        endDay: -50,
        venue: { mode: 'offline', location: 'Surabaya, Kantor Cabang Rungkut, Ruang Rapat 2' },
        trainer: 'trainer@ajar.local',
        capacity: 20,
        courses: SALES_COURSES,
        members: ['member3@ajar.local', 'member4@ajar.local'],
        title_id: 'Kelas Surabaya',
        title_en: 'Surabaya class',
        description_id:
          'Kelas perdana di kantor cabang Surabaya, khusus untuk tim penjualan Jawa Timur.',
        description_en:
          'The first class, held at the Surabaya branch for the East Java sales team.',
      },
      {
        slug: 'batch-2',
        startDay: -12,
        endDay: 20,
        venue: { mode: 'online' },
        trainer: 'trainer@ajar.local',
        capacity: 25,
        courses: SALES_COURSES,
        members: ['member2@ajar.local'],
        title_id: 'Kelas Daring',
        title_en: 'Online class',
        description_id:
          'Kelas daring untuk tenaga penjualan di luar Jawa. Sesi langsung setiap Selasa dan Kamis pukul 10.00 WIB.',
        description_en:
          'An online class for sales staff outside Java, with live sessions every Tuesday and Thursday at 10:00 WIB.',
      },
      {
        slug: 'batch-3',
        startDay: 25,
        endDay: 55,
        venue: { mode: 'offline', location: JAKARTA_OFFICE },
        trainer: 'trainer@ajar.local',
        capacity: 30,
        courses: ['communication', ...SALES_COURSES],
        members: ['member@ajar.local'],
        title_id: 'Kelas Jakarta',
        title_en: 'Jakarta class',
        description_id:
          'Kelas tatap muka di Jakarta untuk tenaga penjualan yang bergabung tahun ini. Peserta didaftarkan oleh atasan masing-masing.',
        description_en:
          'An in-person class in Jakarta for sales staff who joined this year. Managers place their team members in it.',
      },
    ],
  },
  {
    slug: 'kepemimpinan',
    title_id: 'Sekolah Kepemimpinan',
    title_en: 'Leadership School',
    description_id:
      'Menyiapkan supervisor baru untuk memimpin tim: komunikasi, kepemimpinan tim, lalu pengelolaan anggaran.',
    description_en:
      'Prepares new supervisors to lead a team: communication, team leadership, then budgeting.',
    classes: [
      {
        slug: 'batch-1',
        startDay: -5,
        endDay: 35,
        venue: { mode: 'offline', location: JAKARTA_OFFICE },
        trainer: 'trainer@ajar.local',
        capacity: 15,
        courses: ['leadership', 'communication', 'finance'],
        members: ['member4@ajar.local'],
        title_id: 'Kelas Supervisor Jakarta',
        title_en: 'Supervisor class, Jakarta',
        description_id:
          'Untuk supervisor yang baru diangkat. Pertemuan tatap muka setiap Rabu, sisanya belajar mandiri.',
        description_en:
          'For newly promoted supervisors: an in-person meeting every Wednesday, self-paced study in between.',
      },
      {
        slug: 'batch-2',
        startDay: 45,
        endDay: 85,
        venue: { mode: 'online' },
        trainer: 'trainer@ajar.local',
        capacity: 15,
        courses: ['leadership', 'finance'],
        members: [],
        title_id: 'Kelas Supervisor Daring',
        title_en: 'Online supervisor class',
        description_id:
          'Kelas daring untuk supervisor di kantor cabang. Pendaftaran peserta melalui atasan langsung.',
        description_en:
          'An online class for supervisors at the branch offices. Line managers place the learners.',
      },
    ],
  },
  {
    // No classes yet, so the app's empty state has a real program to show.
    slug: 'layanan-pelanggan',
    title_id: 'Akademi Layanan Pelanggan',
    title_en: 'Customer Service Academy',
    description_id:
      'Program baru untuk tim layanan pelanggan. Jadwal kelas pertama sedang disusun.',
    description_en:
      'A new programme for the customer service team. The first class is being scheduled.',
    classes: [],
  },
];

const NUSANTARA_PROGRAMS: readonly ClassProgramSeed[] = [
  {
    slug: 'k3-gudang',
    title_id: 'Sertifikasi K3 Gudang',
    title_en: 'Warehouse Safety Certification',
    description_id: 'Pelatihan wajib keselamatan kerja untuk operator gudang dan forklift.',
    description_en: 'Required safety training for warehouse and forklift operators.',
    classes: [
      {
        slug: 'batch-1',
        startDay: 5,
        endDay: 9,
        venue: { mode: 'offline', location: 'Cikarang, Gudang Nusantara Blok C' },
        trainer: null,
        capacity: 12,
        courses: ['loading-safety'],
        members: ['member@nusantara.local'],
        title_id: 'Kelas Shift Pagi',
        title_en: 'Morning shift class',
        description_id: 'Kelas pertama untuk shift pagi, praktik langsung di area gudang.',
        description_en:
          'The first class, for the morning shift, with practice on the warehouse floor.',
      },
    ],
  },
];

export const CLASS_PROGRAMS: Record<CompanyKey, readonly ClassProgramSeed[]> = {
  ajar: AJAR_PROGRAMS,
  nusantara: NUSANTARA_PROGRAMS,
};
