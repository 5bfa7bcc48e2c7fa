import type { ContentType } from '@ajar/api/contract/content-types';

/** Addresses of the learner's score pages (docs/product/routes.md keeps their Indonesian path names). */
export const MY_COURSES_PATH = '/my-courses';
/** The learner's certificates, where an issued one is shown and downloaded. */
export const CERTIFICATES_PATH = '/certificate';

export const myCoursePath = (courseId: number | string) => `${MY_COURSES_PATH}/${courseId}`;

/** The player at the next content, or at its start when everything is done. */
export const learnPath = (courseId: number | string, contentId?: number | null) =>
  contentId ? `/courses/${courseId}/learn/${contentId}` : `/courses/${courseId}/learn`;

export const moduleHistoryPath = (courseId: number | string, contentId: number | string) =>
  `${myCoursePath(courseId)}/${contentId}/riwayat-nilai-modul`;
export const finalHistoryPath = (courseId: number | string) =>
  `${myCoursePath(courseId)}/riwayat-nilai-ujian-akhir`;
export const evaluationHistoryPath = (courseId: number | string) =>
  `${myCoursePath(courseId)}/riwayat-evaluasi`;
export const sectionScorePath = (courseId: number | string, sectionId: number | string) =>
  `${myCoursePath(courseId)}/${sectionId}/detail-nilai`;

/** Where a content's attempts are listed; undefined for learning material. */
export function historyPathOf(
  courseId: number | string,
  content: { id: number; type: ContentType },
): string | undefined {
  switch (content.type) {
    case 'Pre Test':
    case 'Post Test':
      return moduleHistoryPath(courseId, content.id);
    case 'Final Quiz':
      return finalHistoryPath(courseId);
    case 'Evaluation':
      return evaluationHistoryPath(courseId);
    default:
      return undefined;
  }
}
