import type { ContentType } from '@ajar/api/contract/content-types';
import type { Enrolment, MyContentScore, MyCourseDetail } from '@ajar/api/contract';
import { courses } from '../HomePage/HomePage.fixtures';

/** "Dasar Kepemimpinan Tim", the seeded showcase course (every content type). */
export const leadershipCourse = courses[0]!;
export const PASS_THRESHOLD = 70;

/** Content ids of the showcase course that the score pages link between. */
export const CONTENT = { preTest: 11, postTest: 24, finalQuiz: 32, evaluation: 33 } as const;
export const SECTION = { start: 1, leading: 2, delegation: 3, wrapUp: 4 } as const;

/** Pass marks as the seed sets them: the default 50, the final quiz 70. */
const PASS_MARK: Partial<Record<ContentType, number>> = {
  'Pre Test': 50,
  'Post Test': 50,
  'Final Quiz': PASS_THRESHOLD,
};

const item = (
  id: number,
  type: ContentType,
  titleId: string,
  titleEn: string,
  extra: Partial<MyContentScore> = {},
): MyContentScore => ({
  id,
  type,
  title: { id: titleId, en: titleEn },
  status: 'done',
  attempts: 0,
  bestScore: null,
  lastScore: null,
  passed: null,
  passThreshold: PASS_MARK[type] ?? null,
  completedAt: '2026-05-04T02:30:00Z',
  ...extra,
});

export const leadershipEnrolment: Enrolment = {
  courseId: leadershipCourse.id,
  enrolledAt: '2026-04-20T01:15:00Z',
  source: 'free',
  progress: 92,
  completedAt: null,
  finalQuiz: 'Passed',
  finalQuizAttempted: true,
  certificateCode: null,
};

/**
 * Halfway through the wrap-up: pre test 45, post test 80 (a gain of 35), the final quiz
 * passed on the second attempt (60, then 85), the evaluation still to fill in.
 */
export const leadershipDetail: MyCourseDetail = {
  course: leadershipCourse,
  enrolment: leadershipEnrolment,
  passThreshold: PASS_THRESHOLD,
  nextContentId: CONTENT.evaluation,
  learningGain: { preTest: 45, postTest: 80, gain: 35 },
  sections: [
    {
      id: SECTION.start,
      title: { id: 'Persiapan', en: 'Getting Started' },
      contents: [
        item(
          CONTENT.preTest,
          'Pre Test',
          'Tes Awal: Gaya Kepemimpinan Anda',
          'Pre-test: Your Leadership Style',
          { attempts: 1, bestScore: 45, lastScore: 45, passed: false },
        ),
        item(
          12,
          'Meeting',
          'Sesi Perkenalan bersama Fasilitator',
          'Kick-off Session with the Facilitator',
        ),
      ],
    },
    {
      id: SECTION.leading,
      title: { id: 'Memimpin dengan Teladan', en: 'Leading by Example' },
      contents: [
        item(21, 'Module', 'Peran Pemimpin dalam Tim', "The Leader's Role in a Team"),
        item(22, 'Sub Module', 'Membangun Kepercayaan Anggota Tim', "Earning Your Team's Trust"),
        item(
          23,
          'Sub Module',
          'Memberi Umpan Balik yang Membangun',
          'Giving Constructive Feedback',
        ),
        item(
          25,
          'Module Summary',
          'Rangkuman: Memimpin dengan Teladan',
          'Recap: Leading by Example',
        ),
      ],
    },
    {
      id: SECTION.delegation,
      title: { id: 'Mendelegasikan dan Memotivasi', en: 'Delegation and Motivation' },
      contents: [
        item(26, 'Module', 'Seni Mendelegasikan Tugas', 'The Art of Delegating'),
        item(
          27,
          'Sub Module',
          'Menetapkan Sasaran SMART Bersama Tim',
          'Setting SMART Goals Together',
        ),
        item(
          28,
          'Module Summary',
          'Rangkuman: Delegasi dan Motivasi',
          'Recap: Delegation and Motivation',
        ),
        item(
          CONTENT.postTest,
          'Post Test',
          'Tes Akhir Modul Kepemimpinan',
          'Leadership Post-test',
          { attempts: 2, bestScore: 80, lastScore: 80, passed: true },
        ),
      ],
    },
    {
      id: SECTION.wrapUp,
      title: { id: 'Penutup', en: 'Wrap-up' },
      contents: [
        item(31, 'Course Summary', 'Ringkasan Kursus', 'Course Summary'),
        item(
          CONTENT.finalQuiz,
          'Final Quiz',
          'Kuis Akhir Kepemimpinan Tim',
          'Team Leadership Final Quiz',
          {
            attempts: 2,
            bestScore: 85,
            lastScore: 85,
            passed: true,
            completedAt: '2026-05-12T07:05:00Z',
          },
        ),
        item(CONTENT.evaluation, 'Evaluation', 'Evaluasi Pelatihan', 'Training Evaluation', {
          status: 'available',
          completedAt: null,
        }),
      ],
    },
  ],
};

/** Just enrolled: nothing done, no scores, no learning gain yet. */
export const freshDetail: MyCourseDetail = {
  ...leadershipDetail,
  enrolment: {
    ...leadershipEnrolment,
    progress: 0,
    finalQuiz: 'NotPassed',
    finalQuizAttempted: false,
  },
  nextContentId: CONTENT.preTest,
  learningGain: null,
  sections: leadershipDetail.sections.map((section, index) => ({
    ...section,
    contents: section.contents.map((content, position) => ({
      ...content,
      status: index === 0 && position === 0 ? 'available' : 'locked',
      attempts: 0,
      bestScore: null,
      lastScore: null,
      passed: null,
      completedAt: null,
    })),
  })),
};

/** Every content done, the certificate issued. */
export const completedDetail: MyCourseDetail = {
  ...leadershipDetail,
  enrolment: {
    ...leadershipEnrolment,
    progress: 100,
    completedAt: '2026-05-13T03:20:00Z',
    certificateCode: 'AJR-7K2M-Q9XD',
  },
  nextContentId: null,
  sections: leadershipDetail.sections.map((section) => ({
    ...section,
    contents: section.contents.map((content) =>
      content.type === 'Evaluation'
        ? { ...content, status: 'done', attempts: 1, completedAt: '2026-05-13T03:20:00Z' }
        : content,
    ),
  })),
};
