import type { ForumThreadKind } from '../../contract/forum-rules';
import type { CompanyKey } from './companies';

/** A post as the demo has it: who wrote it, how long ago, and its HTML. */
export interface PostSeed {
  by: string;
  hoursAgo: number;
  html: string;
  replyTo?: number;
}

export interface ThreadSeed {
  title: string;
  kind: ForumThreadKind;
  posts: readonly PostSeed[];
  /** For a question: the number of the post that answered it. */
  accepted?: number;
  pinned?: boolean;
  locked?: boolean;
}

export interface TopicSeed {
  title: { id: string; en: string };
  description: { id: string; en: string };
  locked?: boolean;
  threads: readonly ThreadSeed[];
}

export interface ModuleSeed {
  title: { id: string; en: string };
  description: { id: string; en: string };
  /** The course (by seed key) whose forum this is; none for a company-wide area. */
  course?: string;
  isPublic: boolean;
  topics: readonly TopicSeed[];
}

const mention = (id: string, name: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span>`;

// Mentions name users by seed email; the seeder swaps in their ids.
const AJAR: readonly ModuleSeed[] = [
  {
    title: { id: 'Umum', en: 'General' },
    description: {
      id: 'Pengumuman perusahaan dan tanya jawab seputar belajar di Ajar.',
      en: 'Company announcements and questions about learning on Ajar.',
    },
    isPublic: true,
    topics: [
      {
        title: { id: 'Pengumuman', en: 'Announcements' },
        description: {
          id: 'Kabar resmi dari tim SDM dan pelatihan.',
          en: 'Official news from the HR and training teams.',
        },
        locked: true,
        threads: [
          {
            title: 'Jadwal pelatihan K3 gudang bulan ini',
            kind: 'discussion',
            pinned: true,
            posts: [
              {
                by: 'admin@ajar.local',
                hoursAgo: 96,
                html:
                  '<p>Halo semua, pelatihan <strong>K3 Gudang</strong> wajib diselesaikan oleh seluruh staf gudang dan penjualan sebelum akhir bulan.</p>' +
                  '<ul><li>Kerjakan kursus <em>Keselamatan dan Kesehatan Kerja (K3) di Gudang</em> di menu Kursus.</li><li>Ujian akhir bisa diulang tiga kali.</li><li>Sertifikat terbit otomatis setelah lulus.</li></ul>' +
                  '<p>Pertanyaan seputar materi silakan tulis di topik Tanya Jawab. Terima kasih!</p>',
              },
            ],
          },
        ],
      },
      {
        title: { id: 'Tanya Jawab', en: 'Questions and Answers' },
        description: {
          id: 'Bingung dengan materi atau fitur Ajar? Tanyakan di sini.',
          en: 'Stuck on a course or an Ajar feature? Ask here.',
        },
        threads: [
          {
            title: 'Apakah sertifikat bisa diunduh sebagai PDF?',
            kind: 'question',
            accepted: 2,
            posts: [
              {
                by: 'member2@ajar.local',
                hoursAgo: 72,
                html: '<p>Saya sudah lulus kursus Negosiasi, tapi belum menemukan tombol unduh sertifikat. Apakah bisa disimpan sebagai PDF untuk dilampirkan ke HRIS?</p>',
              },
              {
                by: 'trainer@ajar.local',
                hoursAgo: 70,
                html: '<p>Bisa. Buka menu <strong>Sertifikat</strong>, pilih sertifikatnya, lalu tekan <em>Cetak</em> dan pilih <em>Simpan sebagai PDF</em> di jendela cetak peramban.</p><p>Kode sertifikat di bagian bawah bisa dicek keasliannya oleh siapa pun.</p>',
              },
              {
                by: 'member2@ajar.local',
                hoursAgo: 69,
                html: '<p>Berhasil, terima kasih Bu Dewi!</p>',
              },
            ],
          },
          {
            title: 'How do I switch the app to English?',
            kind: 'question',
            posts: [
              {
                by: 'member4@ajar.local',
                hoursAgo: 30,
                html: '<p>A colleague from our Singapore office is joining the sales training next week. Can she use Ajar in English?</p>',
              },
              {
                by: 'member@ajar.local',
                hoursAgo: 28,
                html: `<p>Yes: the language switch is in the header, and it is saved in her profile. ${mention('trainer@ajar.local', 'Dewi Lestari')} are the course materials available in English too?</p>`,
              },
            ],
          },
          {
            title: 'Tips belajar di sela jam kerja',
            kind: 'discussion',
            posts: [
              {
                by: 'member3@ajar.local',
                hoursAgo: 50,
                html: '<p>Bagaimana cara teman-teman membagi waktu belajar? Saya biasanya kesulitan menyelesaikan video yang panjang.</p>',
              },
              {
                by: 'member@ajar.local',
                hoursAgo: 47,
                html: '<p>Saya pakai 25 menit setelah makan siang, satu materi sekali duduk. Progres tersimpan otomatis, jadi bisa lanjut besok dari titik yang sama.</p>',
              },
              {
                by: 'member2@ajar.local',
                hoursAgo: 45,
                html: '<blockquote><p>satu materi sekali duduk</p></blockquote><p>Setuju. Saya juga mengunduh rangkuman PDF-nya untuk dibaca di perjalanan.</p>',
                replyTo: 2,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: { id: 'K3 Gudang', en: 'Warehouse Health and Safety' },
    description: {
      id: 'Forum peserta kursus K3 Gudang: APD, bahaya di gudang, dan tanggap darurat.',
      en: 'For learners of the warehouse safety course: PPE, hazards and emergency response.',
    },
    course: 'safety',
    isPublic: false,
    topics: [
      {
        title: { id: 'Tanya Jawab Materi', en: 'Course Questions' },
        description: {
          id: 'Pertanyaan tentang isi kursus, dijawab oleh trainer.',
          en: 'Questions about the course, answered by the trainers.',
        },
        threads: [
          {
            title: 'Apakah helm wajib saat hanya mengecek stok di rak atas?',
            kind: 'question',
            accepted: 2,
            posts: [
              {
                by: 'member2@ajar.local',
                hoursAgo: 40,
                html: '<p>Di modul <em>Bahaya di Gudang</em> disebutkan APD lengkap di area rak tinggi. Kalau saya hanya mengecek label stok dari lantai, apakah helm tetap wajib?</p>',
              },
              {
                by: 'trainer3@ajar.local',
                hoursAgo: 38,
                html: '<p>Tetap wajib. Bahaya utamanya adalah <strong>benda jatuh</strong> dari rak atas, bukan pekerjaan Anda sendiri. Aturannya: begitu melewati garis kuning area rak, helm dan sepatu keselamatan dipakai.</p>',
              },
              {
                by: 'member2@ajar.local',
                hoursAgo: 37,
                html: '<p>Siap, jelas. Terima kasih, Bu.</p>',
              },
            ],
          },
        ],
      },
    ],
  },
];

const NUSANTARA: readonly ModuleSeed[] = [
  {
    title: { id: 'Forum Gudang', en: 'Warehouse Forum' },
    description: {
      id: 'Diskusi antarstaf gudang Nusantara Logistik.',
      en: 'Discussion among Nusantara Logistik warehouse staff.',
    },
    isPublic: false,
    topics: [
      {
        title: { id: 'Operasional', en: 'Operations' },
        description: { id: 'Prosedur harian gudang.', en: 'Daily warehouse procedures.' },
        threads: [
          {
            title: 'Prosedur serah terima shift malam',
            kind: 'discussion',
            posts: [
              {
                by: 'member@nusantara.local',
                hoursAgo: 20,
                html: '<p>Mohon masukan: apakah daftar periksa serah terima perlu ditandatangani kedua kepala shift?</p>',
              },
            ],
          },
        ],
      },
    ],
  },
];

export const FORUM: Record<CompanyKey, readonly ModuleSeed[]> = {
  ajar: AJAR,
  nusantara: NUSANTARA,
};
