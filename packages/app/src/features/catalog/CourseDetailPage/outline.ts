import type { CourseContentStatus, CourseOutlineSection } from '@ajar/ui';
import type { CourseDetail, LearnOutline, LocalizedText } from '@ajar/api/contract';

/**
 * The course's sections for CourseOutline. An enrolled learner sees their own progress, each
 * content as the player shows it (done, in progress, available, locked), so the page and the
 * player never disagree. Anyone not enrolled, signed in or not, sees what a visitor sees:
 * the first content open as a taste and the rest locked until they enrol.
 */
export function outlineSections(
  sections: CourseDetail['sections'],
  pick: (text: LocalizedText) => string,
  learned?: LearnOutline,
): CourseOutlineSection[] {
  const mine = new Map<number, CourseContentStatus>(
    learned?.sections.flatMap((section) =>
      section.contents.map((content) => [content.id, content.status] as const),
    ),
  );
  let isFirst = true;
  const statusOf = (id: number): CourseContentStatus => {
    const status = learned ? (mine.get(id) ?? 'locked') : isFirst ? 'available' : 'locked';
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
      status: statusOf(content.id),
      durationMinutes: content.durationMinutes,
    })),
  }));
}
