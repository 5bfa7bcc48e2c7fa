import { COURSE_DISPLAY_TYPE } from '../../contract/content-types';
import type { CourseSeed } from './courses';

/** Ajar Demo's everyday courses (display type Default). */
export const AJAR_CORE_COURSES: readonly CourseSeed[] = [
  // The showcase course: every content type once or more, in the order a real programme runs,
  // so the course player can be demonstrated end to end on one course.
  {
    key: 'leadership',
    category: 'kepemimpinan',
    trainer: 'trainer@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Dasar Kepemimpinan Tim',
    title_en: 'Team Leadership Fundamentals',
    description_id:
      'Bekal praktis bagi supervisor dan team leader baru: memimpin dengan teladan, mendelegasikan tugas, dan menjaga semangat tim.',
    description_en:
      'Practical groundwork for new supervisors and team leads: leading by example, delegating well and keeping the team motivated.',
    sections: [
      {
        title_id: 'Persiapan',
        title_en: 'Getting Started',
        contents: [
          ['Pre Test', 'Pre-test: Gaya Kepemimpinan Anda', 'Pre-test: Your Leadership Style', 15],
          [
            'Meeting',
            'Sesi Perkenalan bersama Trainer',
            'Kick-off Session with the Facilitator',
            60,
          ],
        ],
      },
      {
        title_id: 'Memimpin dengan Teladan',
        title_en: 'Leading by Example',
        contents: [
          ['Module', 'Peran Pemimpin dalam Tim', "The Leader's Role in a Team", 30],
          ['Sub Module', 'Membangun Kepercayaan Anggota Tim', "Earning Your Team's Trust", 20],
          ['Sub Module', 'Memberi Umpan Balik yang Membangun', 'Giving Constructive Feedback', 20],
          ['Module Summary', 'Ringkasan: Memimpin dengan Teladan', 'Recap: Leading by Example', 10],
        ],
      },
      {
        title_id: 'Mendelegasikan dan Memotivasi',
        title_en: 'Delegation and Motivation',
        contents: [
          ['Module', 'Seni Mendelegasikan Tugas', 'The Art of Delegating', 30],
          [
            'Sub Module',
            'Menetapkan Sasaran SMART bersama Tim',
            'Setting SMART Goals Together',
            20,
          ],
          [
            'Module Summary',
            'Ringkasan: Delegasi dan Motivasi',
            'Recap: Delegation and Motivation',
            10,
          ],
          ['Post Test', 'Post-test Modul Kepemimpinan', 'Leadership Post-test', 15],
        ],
      },
      {
        title_id: 'Penutup',
        title_en: 'Wrap-up',
        contents: [
          ['Course Summary', 'Ringkasan Kursus', 'Course Summary', 10],
          ['Final Quiz', 'Ujian Akhir Kepemimpinan Tim', 'Team Leadership Final Quiz', 30],
          ['Evaluation', 'Evaluasi Pelatihan', 'Training Evaluation', 10],
        ],
      },
    ],
  },
  {
    key: 'excel',
    category: 'digital',
    trainer: 'trainer2@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Microsoft Excel untuk Analisis Data',
    title_en: 'Microsoft Excel for Data Analysis',
    description_id:
      'Dari rumus dasar sampai PivotTable dan grafik: olah data penjualan dan operasional menjadi laporan bulanan yang rapi.',
    description_en:
      'From basic formulas to PivotTables and charts: turn sales and operations data into tidy monthly reports.',
    sections: [
      {
        title_id: 'Dasar-Dasar Lembar Kerja',
        title_en: 'Spreadsheet Basics',
        contents: [
          ['Pre Test', 'Pre-test Excel', 'Excel Pre-test', 10],
          ['Module', 'Mengenal Rumus dan Fungsi', 'Formulas and Functions', 25],
          [
            'Sub Module',
            'Referensi Sel Absolut dan Relatif',
            'Absolute and Relative References',
            15,
          ],
        ],
      },
      {
        title_id: 'Mengolah Data',
        title_en: 'Working with Data',
        contents: [
          ['Module', 'Mencari Data dengan XLOOKUP', 'Looking Up Data with XLOOKUP', 30],
          ['Sub Module', 'Merapikan Data Penjualan', 'Cleaning Up Sales Data', 20],
          ['Module', 'PivotTable untuk Laporan Bulanan', 'PivotTables for Monthly Reports', 30],
          ['Module Summary', 'Ringkasan Pengolahan Data', 'Data Handling Recap', 10],
        ],
      },
      {
        title_id: 'Visualisasi dan Penutup',
        title_en: 'Charts and Wrap-up',
        contents: [
          ['Module', 'Membuat Grafik yang Mudah Dibaca', 'Charts People Can Actually Read', 25],
          ['Post Test', 'Post-test Excel', 'Excel Post-test', 15],
          ['Final Quiz', 'Studi Kasus: Dasbor Penjualan', 'Case Study: A Sales Dashboard', 45],
        ],
      },
    ],
  },
  {
    key: 'safety',
    category: 'k3',
    trainer: 'trainer3@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Keselamatan dan Kesehatan Kerja (K3) di Gudang',
    title_en: 'Warehouse Health and Safety',
    description_id:
      'Kenali bahaya di area gudang, gunakan APD dengan benar, dan ketahui apa yang harus dilakukan saat keadaan darurat.',
    description_en:
      'Recognise the hazards of a warehouse floor, wear the right protective equipment and know what to do in an emergency.',
    sections: [
      {
        title_id: 'Budaya K3',
        title_en: 'Safety Culture',
        contents: [
          ['Meeting', 'Briefing K3 bersama Tim HSE', 'Safety Briefing with the HSE Team', 45],
          ['Module', 'Dasar Hukum dan Hak Pekerja', 'Regulations and Worker Rights', 20],
        ],
      },
      {
        title_id: 'Bahaya di Area Gudang',
        title_en: 'Warehouse Hazards',
        contents: [
          [
            'Module',
            'Identifikasi Bahaya dan Penilaian Risiko',
            'Spotting Hazards, Rating Risks',
            30,
          ],
          ['Sub Module', 'Mengangkat Beban dengan Aman', 'Safe Manual Handling', 15],
          ['Sub Module', 'Bekerja di Sekitar Forklift', 'Working Around Forklifts', 15],
          ['Sub Module', 'Alat Pelindung Diri (APD)', 'Personal Protective Equipment (PPE)', 15],
        ],
      },
      {
        title_id: 'Tanggap Darurat',
        title_en: 'Emergency Response',
        contents: [
          [
            'Module',
            'Prosedur Evakuasi dan Penggunaan APAR',
            'Evacuation and Fire Extinguishers',
            25,
          ],
          ['Module Summary', 'Ringkasan K3 Gudang', 'Warehouse Safety Recap', 10],
          ['Final Quiz', 'Kuis Sertifikasi K3', 'Safety Certification Quiz', 30],
          ['Evaluation', 'Evaluasi Pelatihan', 'Training Evaluation', 10],
        ],
      },
    ],
  },
  {
    key: 'negotiation',
    category: 'penjualan',
    trainer: 'trainer@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Teknik Negosiasi Penjualan B2B',
    title_en: 'B2B Sales Negotiation',
    description_id:
      'Siapkan posisi tawar, tangani keberatan harga, dan tutup kesepakatan dengan klien korporat tanpa menggerus margin.',
    description_en:
      'Prepare your position, handle price objections and close deals with corporate clients without giving away your margin.',
    sections: [
      {
        title_id: 'Persiapan Negosiasi',
        title_en: 'Preparing to Negotiate',
        contents: [
          ['Pre Test', 'Pre-test Negosiasi', 'Negotiation Pre-test', 10],
          ['Module', 'Memahami Kebutuhan Klien Korporat', 'Understanding Corporate Buyers', 25],
          ['Sub Module', 'Menentukan BATNA dan Batas Harga', 'Your BATNA and Walk-away Price', 20],
        ],
      },
      {
        title_id: 'Di Meja Perundingan',
        title_en: 'At the Table',
        contents: [
          ['Meeting', 'Simulasi Negosiasi (Role Play)', 'Negotiation Role Play', 90],
          ['Module', 'Menangani Keberatan Harga', 'Handling Price Objections', 25],
          ['Post Test', 'Post-test Negosiasi', 'Negotiation Post-test', 15],
        ],
      },
    ],
  },
  {
    key: 'finance',
    category: 'keuangan',
    trainer: 'trainer2@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Literasi Keuangan untuk Manajer Non-Keuangan',
    title_en: 'Finance for Non-Finance Managers',
    description_id:
      'Pahami laporan keuangan, rasio yang penting, dan cara menyusun serta mengendalikan anggaran departemen Anda.',
    description_en:
      'Make sense of financial statements and the ratios that matter, then build and keep to your department budget.',
    sections: [
      {
        title_id: 'Membaca Laporan Keuangan',
        title_en: 'Reading Financial Statements',
        contents: [
          ['Module', 'Neraca, Laba Rugi, dan Arus Kas', 'Balance Sheet, P&L and Cash Flow', 30],
          ['Sub Module', 'Rasio Keuangan yang Perlu Dipantau', 'Ratios Worth Watching', 20],
          ['Module Summary', 'Ringkasan Laporan Keuangan', 'Financial Statements Recap', 10],
        ],
      },
      {
        title_id: 'Anggaran Tim',
        title_en: 'Team Budgeting',
        contents: [
          ['Module', 'Menyusun Anggaran Departemen', 'Building a Department Budget', 30],
          ['Sub Module', 'Mengendalikan Biaya Operasional', 'Keeping Operating Costs in Check', 20],
          ['Course Summary', 'Ringkasan Kursus', 'Course Summary', 10],
          ['Final Quiz', 'Ujian Akhir Keuangan', 'Finance Final Quiz', 25],
        ],
      },
    ],
  },
  {
    key: 'communication',
    category: 'soft-skills',
    trainer: 'trainer3@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Komunikasi Efektif di Tempat Kerja',
    title_en: 'Effective Workplace Communication',
    description_id:
      'Latih cara mendengar, berbicara, dan menulis pesan kerja yang jelas, baik saat rapat, lewat email, maupun di grup WhatsApp.',
    description_en:
      'Practise listening, speaking and writing clearly at work, whether in meetings, by email or in the team WhatsApp group.',
    sections: [
      {
        title_id: 'Mendengar dan Berbicara',
        title_en: 'Listening and Speaking',
        contents: [
          ['Module', 'Mendengarkan secara Aktif', 'Active Listening', 20],
          ['Sub Module', 'Bahasa Tubuh dan Intonasi', 'Body Language and Tone of Voice', 15],
        ],
      },
      {
        title_id: 'Komunikasi Tertulis',
        title_en: 'Written Communication',
        contents: [
          ['Module', 'Menulis Email yang Jelas dan Sopan', 'Writing Clear, Polite Emails', 20],
          [
            'Sub Module',
            'Etika di Grup WhatsApp Kantor',
            'Etiquette for Office WhatsApp Groups',
            15,
          ],
          ['Module Summary', 'Ringkasan Komunikasi Tertulis', 'Written Communication Recap', 10],
        ],
      },
      {
        title_id: 'Praktik',
        title_en: 'Practice',
        contents: [
          ['Meeting', 'Lokakarya Presentasi Singkat', 'Short Presentation Workshop', 60],
          ['Evaluation', 'Evaluasi Pelatihan', 'Training Evaluation', 10],
        ],
      },
    ],
  },
];
