import type { CourseContentStatus, CourseOutlineSection } from '@ajar/ui';
import type { CourseDetail, LocalizedText } from '@ajar/api/contract';

/**
 * The course's sections for CourseOutline, as a visitor sees them: learning needs an
 * account, so a signed-out visitor sees the first content open as a taste and the rest
 * locked; a signed-in learner sees every content available.
 */
export function outlineSections(
  sections: CourseDetail['sections'],
  pick: (text: LocalizedText) => string,
  isSignedIn: boolean,
): CourseOutlineSection[] {
  let isFirst = true;
  const statusOf = (): CourseContentStatus => {
    const status = isSignedIn || isFirst ? 'available' : 'locked';
    isFirst = false;
    return status;
  };
  return sections.map((section) => ({
    id: String(section.id),
    title: pick(section.title),
    contents: section.contents.map((content) => ({
      id: String(content.id),
      title: pick(content.title),
      type: content.type,
      status: statusOf(),
      durationMinutes: content.durationMinutes,
    })),
  }));
}

/** Route ids the API can look up: positive whole numbers within its integer range. */
export function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
