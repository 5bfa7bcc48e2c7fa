import { COURSE_DISPLAY_TYPE } from '../../contract/content-types';
import type { CourseSeed } from './courses';

/**
 * Ajar Demo's catalog courses (shown to visitors before sign-in) and guidelines (short
 * reference courses every employee is expected to read).
 */
export const AJAR_LIBRARY_COURSES: readonly CourseSeed[] = [
  {
    key: 'cybersecurity',
    category: 'digital',
    trainer: 'trainer2@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Catalog,
    title_id: 'Kesadaran Keamanan Siber',
    title_en: 'Cybersecurity Awareness',
    description_id:
      'Kenali email phishing, lindungi akun kerja dengan autentikasi dua faktor, dan bekerja aman di luar kantor.',
    description_en:
      'Spot phishing emails, protect work accounts with two-factor authentication and stay safe when working away from the office.',
    sections: [
      {
        title_id: 'Ancaman Sehari-hari',
        title_en: 'Everyday Threats',
        contents: [
          ['Module', 'Mengenali Email Phishing', 'Spotting Phishing Emails', 20],
          [
            'Sub Module',
            'Password dan Autentikasi Dua Faktor',
            'Passwords and Two-Factor Sign-in',
            15,
          ],
          ['Sub Module', 'Aman Bekerja dari Wi-Fi Publik', 'Working Safely on Public Wi-Fi', 10],
        ],
      },
      {
        title_id: 'Penutup',
        title_en: 'Wrap-up',
        contents: [
          ['Module Summary', 'Ringkasan Keamanan Siber', 'Cybersecurity Recap', 5],
          ['Final Quiz', 'Kuis Keamanan Siber', 'Cybersecurity Quiz', 15],
        ],
      },
    ],
  },
  {
    key: 'service',
    category: 'penjualan',
    trainer: 'trainer@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Catalog,
    title_id: 'Pelayanan Pelanggan Prima',
    title_en: 'Customer Service Excellence',
    description_id:
      'Standar layanan untuk tim yang berhadapan langsung dengan pelanggan, termasuk cara menenangkan pelanggan yang sedang kecewa.',
    description_en:
      'Service standards for customer-facing teams, including how to calm down a customer who is already upset.',
    sections: [
      {
        title_id: 'Standar Layanan',
        title_en: 'Service Standards',
        contents: [
          ['Module', 'Prinsip Pelayanan Prima', 'What Great Service Looks Like', 20],
          [
            'Sub Module',
            'Menyapa dan Memahami Pelanggan',
            'Greeting and Understanding Customers',
            15,
          ],
        ],
      },
      {
        title_id: 'Menangani Keluhan',
        title_en: 'Handling Complaints',
        contents: [
          ['Module', 'Menghadapi Pelanggan yang Marah', 'Dealing with Angry Customers', 25],
          ['Sub Module', 'Tindak Lanjut setelah Keluhan', 'Following Up after a Complaint', 15],
          ['Post Test', 'Post-test Layanan Pelanggan', 'Customer Service Post-test', 15],
        ],
      },
    ],
  },
  {
    key: 'ajar-guide',
    category: 'digital',
    trainer: 'trainer3@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Guideline,
    title_id: 'Panduan Penggunaan Ajar',
    title_en: 'Getting Started with Ajar',
    description_id:
      'Panduan singkat untuk karyawan baru: masuk ke Ajar, menemukan kursus, mengikuti kuis, dan mengatur notifikasi.',
    description_en:
      'A short guide for new starters: signing in, finding courses, taking quizzes and choosing which notifications you get.',
    sections: [
      {
        title_id: 'Memulai',
        title_en: 'First Steps',
        contents: [
          ['Module', 'Masuk dan Mengatur Profil', 'Signing In and Setting Up Your Profile', 5],
          ['Module', 'Menemukan Kursus dan Roadmap', 'Finding Courses and Roadmaps', 5],
        ],
      },
      {
        title_id: 'Belajar di Ajar',
        title_en: 'Learning on Ajar',
        contents: [
          [
            'Module',
            'Mengikuti Kuis dan Melihat Nilai',
            'Taking Quizzes and Checking Your Score',
            5,
          ],
          ['Sub Module', 'Mengatur Notifikasi', 'Managing Notifications', 5],
          ['Course Summary', 'Ringkasan Panduan', 'Guide at a Glance', 5],
        ],
      },
    ],
  },
  // No category: company policy is not a training topic, and the catalog must cope with that.
  {
    key: 'code-of-conduct',
    category: null,
    trainer: 'trainer@ajar.local',
    display_type: COURSE_DISPLAY_TYPE.Guideline,
    title_id: 'Kode Etik Perusahaan',
    title_en: 'Company Code of Conduct',
    description_id:
      'Nilai perusahaan, benturan kepentingan, gratifikasi, dan cara melaporkan pelanggaran dengan aman.',
    description_en:
      'Our values, conflicts of interest, gifts from business partners and how to report misconduct safely.',
    sections: [
      {
        title_id: 'Nilai dan Integritas',
        title_en: 'Values and Integrity',
        contents: [
          ['Module', 'Nilai-Nilai Perusahaan', 'Our Company Values', 10],
          ['Sub Module', 'Benturan Kepentingan', 'Conflicts of Interest', 10],
          [
            'Sub Module',
            'Gratifikasi dan Hadiah dari Mitra',
            'Gifts and Hospitality from Partners',
            10,
          ],
        ],
      },
      {
        title_id: 'Lingkungan Kerja yang Aman',
        title_en: 'A Safe Workplace',
        contents: [
          [
            'Module',
            'Mencegah Pelecehan dan Diskriminasi',
            'Preventing Harassment and Discrimination',
            15,
          ],
          ['Module', 'Melaporkan Pelanggaran (Whistleblowing)', 'Speaking Up about Misconduct', 10],
          ['Final Quiz', 'Kuis Pemahaman Kode Etik', 'Code of Conduct Check', 10],
        ],
      },
    ],
  },
];

// Nusantara has no trainer account, so its one course has none; the course page must cope.
export const NUSANTARA_COURSES: readonly CourseSeed[] = [
  {
    key: 'loading-safety',
    category: 'k3',
    trainer: null,
    display_type: COURSE_DISPLAY_TYPE.Default,
    title_id: 'Prosedur Bongkar Muat yang Aman',
    title_en: 'Safe Loading and Unloading',
    description_id:
      'Prosedur standar Nusantara Logistik untuk memeriksa truk, menyusun palet, dan bekerja aman di area dok.',
    description_en:
      "Nusantara Logistik's standard procedure for checking trucks, stacking pallets and working safely at the dock.",
    sections: [
      {
        title_id: 'Sebelum Bongkar Muat',
        title_en: 'Before Loading',
        contents: [
          ['Module', 'Pemeriksaan Truk dan Dok', 'Checking the Truck and the Dock', 15],
          ['Sub Module', 'APD di Area Dok', 'Protective Equipment at the Dock', 10],
        ],
      },
      {
        title_id: 'Saat Bongkar Muat',
        title_en: 'During Loading',
        contents: [
          ['Module', 'Menyusun Palet dengan Aman', 'Stacking Pallets Safely', 20],
          ['Post Test', 'Post-test Bongkar Muat', 'Loading Safety Post-test', 10],
        ],
      },
    ],
  },
];
