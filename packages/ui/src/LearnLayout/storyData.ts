import type { CourseOutlineSection } from '../CourseOutline';

const href = (id: number) => `/courses/7/learn/${id}`;

/** "Dasar Kepemimpinan Tim" as a learner on its third content sees it. */
export const learnSections: CourseOutlineSection[] = [
  {
    id: 'persiapan',
    title: 'Persiapan',
    contents: [
      {
        id: '11',
        title: 'Tes Awal: Gaya Kepemimpinan Anda',
        type: 'Pre Test',
        status: 'done',
        durationMinutes: 15,
        href: href(11),
      },
      {
        id: '12',
        title: 'Sesi Perkenalan bersama Fasilitator',
        type: 'Meeting',
        status: 'done',
        durationMinutes: 60,
        href: href(12),
      },
    ],
  },
  {
    id: 'teladan',
    title: 'Memimpin dengan Teladan',
    contents: [
      {
        id: '13',
        title: 'Peran Pemimpin dalam Tim',
        type: 'Module',
        status: 'done',
        durationMinutes: 30,
        href: href(13),
      },
      {
        id: '14',
        title: 'Membangun Kepercayaan Anggota Tim',
        type: 'Sub Module',
        status: 'available',
        durationMinutes: 20,
        href: href(14),
      },
      {
        id: '15',
        title: 'Memberi Umpan Balik yang Membangun',
        type: 'Sub Module',
        status: 'locked',
        durationMinutes: 20,
      },
    ],
  },
];
