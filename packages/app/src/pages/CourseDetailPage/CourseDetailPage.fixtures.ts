import type { CourseDetail } from '@ajar/api/contract';
import { courseFixtures } from '../CoursesPage/CoursesPage.fixtures';

type ContentRow = [
  CourseDetail['sections'][number]['contents'][number]['type'],
  string,
  string,
  number,
];

const section = (id: number, title: [string, string], rows: ContentRow[]) => ({
  id,
  title: { id: title[0], en: title[1] },
  contents: rows.map(([type, titleId, titleEn, durationMinutes], index) => ({
    id: id * 10 + index,
    type,
    title: { id: titleId, en: titleEn },
    durationMinutes,
  })),
});

/** The seed's showcase course: every content type, in the order a programme runs. */
export const leadershipCourse: CourseDetail = {
  ...courseFixtures[0]!,
  description: {
    id: 'Bekal praktis bagi supervisor dan team leader baru: memimpin dengan teladan, mendelegasikan tugas, dan menjaga semangat tim.',
    en: 'Practical groundwork for new supervisors and team leads: leading by example, delegating well and keeping the team motivated.',
  },
  durationMinutes: 300,
  contentCount: 15,
  sections: [
    section(
      1,
      ['Persiapan', 'Getting Started'],
      [
        ['Pre Test', 'Tes Awal: Gaya Kepemimpinan Anda', 'Pre-test: Your Leadership Style', 15],
        [
          'Meeting',
          'Sesi Perkenalan bersama Fasilitator',
          'Kick-off Session with the Facilitator',
          60,
        ],
      ],
    ),
    section(
      2,
      ['Memimpin dengan Teladan', 'Leading by Example'],
      [
        ['Module', 'Peran Pemimpin dalam Tim', "The Leader's Role in a Team", 30],
        ['Sub Module', 'Membangun Kepercayaan Anggota Tim', "Earning Your Team's Trust", 20],
        ['Sub Module', 'Memberi Umpan Balik yang Membangun', 'Giving Constructive Feedback', 20],
        ['Module Summary', 'Rangkuman: Memimpin dengan Teladan', 'Recap: Leading by Example', 10],
      ],
    ),
    section(
      3,
      ['Mendelegasikan dan Memotivasi', 'Delegation and Motivation'],
      [
        ['Module', 'Seni Mendelegasikan Tugas', 'The Art of Delegating', 30],
        ['Sub Module', 'Menetapkan Sasaran SMART Bersama Tim', 'Setting SMART Goals Together', 20],
        [
          'Module Summary',
          'Rangkuman: Delegasi dan Motivasi',
          'Recap: Delegation and Motivation',
          10,
        ],
        ['Post Test', 'Tes Akhir Modul Kepemimpinan', 'Leadership Post-test', 15],
      ],
    ),
    section(
      4,
      ['Penutup', 'Wrap-up'],
      [
        ['Course Summary', 'Ringkasan Kursus', 'Course Summary', 10],
        ['Final Quiz', 'Kuis Akhir Kepemimpinan Tim', 'Team Leadership Final Quiz', 30],
        ['Evaluation', 'Evaluasi Pelatihan', 'Training Evaluation', 10],
      ],
    ),
  ],
};

/** A cover as an inline SVG, so the story needs no network; its colours are image content. */
const cover = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#dbeafe"/><rect x="90" y="100" width="26" height="40" fill="#1d4ed8"/><rect x="130" y="70" width="26" height="70" fill="#2563eb"/><rect x="170" y="50" width="26" height="90" fill="#1e40af"/></svg>',
)}`;

/** A short course with a cover, no trainer and no category, in one hour exactly. */
export const excelCourse: CourseDetail = {
  ...courseFixtures[1]!,
  coverUrl: cover,
  trainer: null,
  category: null,
  durationMinutes: 60,
  contentCount: 1,
  sections: [
    section(
      5,
      ['Dasar-Dasar Lembar Kerja', 'Spreadsheet Basics'],
      [['Module', 'Mengenal Rumus dan Fungsi', 'Formulas and Functions', 60]],
    ),
  ],
};

/** A course announced before its contents are written. */
export const draftCourse: CourseDetail = {
  ...courseFixtures[11]!,
  durationMinutes: 45,
  contentCount: 0,
  sections: [],
};
