import type { CourseOutlineSection } from './CourseOutline';

/** Sample outline of "Dasar-dasar K3" for the stories: done, in progress, available, locked. */
export const base = '/courses/dasar-dasar-k3/contents';

export const k3Sections: CourseOutlineSection[] = [
  {
    id: 'pendahuluan',
    title: 'Pendahuluan',
    contents: [
      {
        id: 'pre',
        title: 'Pre Test K3',
        type: 'Pre Test',
        status: 'done',
        durationMinutes: 15,
        href: `${base}/pre`,
      },
      {
        id: 'p1',
        title: 'Pertemuan 1: Orientasi K3',
        type: 'Meeting',
        status: 'done',
        durationMinutes: 90,
        href: `${base}/p1`,
      },
    ],
  },
  {
    id: 'modul-1',
    title: 'Modul 1: Identifikasi Bahaya',
    contents: [
      {
        id: 'm1',
        title: 'Jenis-jenis bahaya di tempat kerja',
        type: 'Module',
        status: 'done',
        durationMinutes: 30,
        href: `${base}/m1`,
      },
      {
        id: 'm1a',
        title: 'Bahaya fisik dan kimia',
        type: 'Sub Module',
        status: 'inProgress',
        durationMinutes: 20,
        href: `${base}/m1a`,
      },
      {
        id: 'm1s',
        title: 'Ringkasan identifikasi bahaya',
        type: 'Module Summary',
        status: 'available',
        durationMinutes: 10,
        href: `${base}/m1s`,
      },
    ],
  },
  {
    id: 'modul-2',
    title: 'Modul 2: Alat Pelindung Diri',
    contents: [
      {
        id: 'm2',
        title: 'Memilih APD yang tepat',
        type: 'Module',
        status: 'locked',
        durationMinutes: 25,
        href: `${base}/m2`,
      },
      {
        id: 'post',
        title: 'Post Test APD',
        type: 'Post Test',
        status: 'locked',
        durationMinutes: 15,
        href: `${base}/post`,
      },
    ],
  },
  {
    id: 'penutup',
    title: 'Penutup',
    contents: [
      {
        id: 'sum',
        title: 'Ringkasan Dasar-dasar K3',
        type: 'Course Summary',
        status: 'locked',
        href: `${base}/sum`,
      },
      {
        id: 'final',
        title: 'Ujian Akhir K3',
        type: 'Final Quiz',
        status: 'locked',
        durationMinutes: 60,
        href: `${base}/final`,
      },
      {
        id: 'eval',
        title: 'Evaluasi pelatihan',
        type: 'Evaluation',
        status: 'locked',
        durationMinutes: 5,
        href: `${base}/eval`,
      },
    ],
  },
];
