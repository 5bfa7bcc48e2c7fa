import type { CourseSummary, MyCourse, RoadmapDetail } from '@ajar/api/contract';
import { courses } from '../HomePage/HomePage.fixtures';
import { leadershipItem } from '../MyCoursesPage/MyCoursesPage.fixtures';
import { roadmaps } from '../RoadmapsPage/RoadmapsPage.fixtures';

const communication: CourseSummary = {
  id: 7,
  title: { id: 'Komunikasi Efektif di Tempat Kerja', en: 'Effective Workplace Communication' },
  description: {
    id: 'Latih cara mendengar, berbicara, dan menulis pesan kerja yang jelas, baik saat rapat, lewat email, maupun di grup WhatsApp.',
    en: 'Practise listening, speaking and writing clearly at work, whether in meetings, by email or in the team WhatsApp group.',
  },
  coverUrl: null,
  displayType: 0,
  durationMinutes: 135,
  contentCount: 8,
  category: {
    id: 6,
    slug: 'soft-skills',
    name: { id: 'Pengembangan Diri', en: 'Soft Skills' },
  },
  trainer: { id: 7, name: 'Fitri Handayani' },
};

const finance: CourseSummary = {
  id: 5,
  title: {
    id: 'Literasi Keuangan untuk Manajer Non-Keuangan',
    en: 'Finance for Non-Finance Managers',
  },
  description: {
    id: 'Pahami laporan keuangan, rasio yang penting, dan cara menyusun serta mengendalikan anggaran departemen Anda.',
    en: 'Make sense of financial statements and the ratios that matter, then build and keep to your department budget.',
  },
  coverUrl: null,
  displayType: 0,
  durationMinutes: 180,
  contentCount: 9,
  category: { id: 5, slug: 'keuangan', name: { id: 'Keuangan', en: 'Finance' } },
  trainer: { id: 6, name: 'Agus Prasetyo' },
};

/** "Emerging Leaders Path": communication, then team leadership, then budgeting. */
export const roadmapDetail: RoadmapDetail = {
  ...roadmaps[1]!,
  courses: [communication, courses[0]!, finance],
};

/** A roadmap set up before its courses were added. */
export const emptyRoadmap: RoadmapDetail = { ...roadmaps[2]!, courseCount: 0, courses: [] };

/**
 * The signed-in learner's courses (GET /v1/my/courses): communication finished, team
 * leadership at 92%, finance not started; the roadmap stands at 64%.
 */
export const roadmapMyCourses: MyCourse[] = [
  leadershipItem,
  {
    course: communication,
    enrolment: {
      ...leadershipItem.enrolment,
      courseId: communication.id,
      enrolledAt: '2026-03-02T01:00:00Z',
      progress: 100,
      completedAt: '2026-03-25T09:30:00Z',
      certificateCode: 'AJR-4HQ8-M2ZT',
    },
    nextContentId: null,
    lastActivityAt: '2026-03-25T09:30:00Z',
  },
];
