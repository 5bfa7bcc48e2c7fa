import type { RoadmapSummary } from '@ajar/api/contract';

/** The demo company's roadmaps, in both languages. */
export const roadmaps: RoadmapSummary[] = [
  {
    id: 1,
    title: { id: 'Orientasi Karyawan Baru', en: 'New Starter Onboarding' },
    description: {
      id: 'Empat kursus wajib di bulan pertama: mengenal Ajar, kode etik, keselamatan kerja, dan keamanan siber.',
      en: 'The four courses every new starter completes in their first month: Ajar itself, our code of conduct, workplace safety and cybersecurity.',
    },
    coverUrl: null,
    courseCount: 4,
  },
  {
    id: 2,
    title: { id: 'Jalur Calon Pemimpin', en: 'Emerging Leaders Path' },
    description: {
      id: 'Program bertahap untuk staf yang disiapkan menjadi supervisor: komunikasi, kepemimpinan tim, lalu pengelolaan anggaran.',
      en: 'A step-by-step programme for staff being prepared for a supervisor role: communication, team leadership, then budgeting.',
    },
    coverUrl: null,
    courseCount: 3,
  },
  {
    id: 3,
    title: { id: 'Keahlian Penjualan Korporat', en: 'Corporate Sales Skills' },
    description: {
      id: 'Dari pelayanan pelanggan sampai negosiasi B2B: bekal lengkap untuk tim penjualan.',
      en: 'From customer service to B2B negotiation: everything a sales team needs.',
    },
    coverUrl: null,
    courseCount: 1,
  },
  {
    id: 4,
    title: { id: 'K3 untuk Tim Gudang', en: 'Safety for Warehouse Teams' },
    description: {
      id: 'Keselamatan kerja, bongkar muat yang aman, dan tanggap darurat untuk seluruh shift gudang.',
      en: 'Workplace safety, safe loading and emergency response for every warehouse shift.',
    },
    coverUrl: null,
    courseCount: 2,
  },
];
