import type { CompanyKey } from './companies';
import type { ThreadSeed } from './forum-data';

/** A demo group: people by email, courses by seed key, its discussion's threads. */
export interface GroupSeed {
  name: string;
  description: string;
  leaders: readonly string[];
  members: readonly string[];
  /** People who asked to join and wait for a leader. */
  requests?: readonly string[];
  courses: readonly { course: string; dueInDays?: number }[];
  /** Days the live join code stays valid; none for a group without a code. */
  codeDays?: number;
  threads: readonly ThreadSeed[];
}

const AJAR: readonly GroupSeed[] = [
  {
    name: 'Tim Penjualan Jakarta',
    description:
      'Tim penjualan area Jakarta: belajar negosiasi bersama, berbagi kiat menghadapi klien korporat tiap Jumat sore.',
    leaders: ['trainer@ajar.local'],
    members: ['member3@ajar.local', 'member4@ajar.local'],
    requests: ['member2@ajar.local'],
    courses: [{ course: 'negotiation', dueInDays: 30 }],
    codeDays: 14,
    threads: [
      {
        title: 'Latihan role-play negosiasi Jumat ini',
        kind: 'discussion',
        pinned: true,
        posts: [
          {
            by: 'trainer@ajar.local',
            hoursAgo: 30,
            html: '<p>Jumat ini kita latihan <strong>menangani keberatan harga</strong> dari modul 2. Siapkan satu kasus nyata dari klien Anda, cukup 3 kalimat.</p>',
          },
          {
            by: 'member3@ajar.local',
            hoursAgo: 26,
            html: '<p>Siap, Bu. Saya bawa kasus klien logistik yang minta diskon 15% untuk kontrak setahun.</p>',
          },
          {
            by: 'member4@ajar.local',
            hoursAgo: 20,
            html: '<p>Saya ikut. Boleh kasusnya tentang perpanjangan kontrak yang harganya naik?</p>',
            replyTo: 1,
          },
        ],
      },
    ],
  },
  {
    name: 'Komunitas Excel Ajar',
    description:
      'Untuk siapa saja yang ingin lebih cepat mengolah data di Excel: rumus, PivotTable, dan templat laporan.',
    leaders: ['member3@ajar.local'],
    members: ['member4@ajar.local'],
    courses: [{ course: 'excel' }],
    threads: [
      {
        title: 'Templat laporan mingguan yang otomatis terisi?',
        kind: 'question',
        accepted: 2,
        posts: [
          {
            by: 'member4@ajar.local',
            hoursAgo: 50,
            html: '<p>Adakah yang punya templat laporan mingguan yang langsung terisi dari data penjualan harian?</p>',
          },
          {
            by: 'member3@ajar.local',
            hoursAgo: 47,
            html: '<p>Pakai <em>Tabel</em> (Ctrl+T) untuk data harian, lalu PivotTable dengan filter minggu. Begitu data baru ditempel, cukup klik <strong>Refresh All</strong>.</p>',
          },
        ],
      },
    ],
  },
];

export const GROUPS: Record<CompanyKey, readonly GroupSeed[]> = {
  ajar: AJAR,
  nusantara: [],
};
