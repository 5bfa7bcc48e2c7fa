import type { CourseOutlineSection } from '@ajar/ui';
import type { LearnOutline, LearnOutlineContent, LocalizedText } from '@ajar/api/contract';
import { apiPath } from '../../api';

export const learnPath = (courseId: number, contentId?: number) =>
  contentId === undefined
    ? `/courses/${courseId}/learn`
    : `/courses/${courseId}/learn/${contentId}`;

export const outlineKey = (courseId: number) =>
  apiPath('/courses/{id}/learn', { path: { id: courseId } });
export const contentKey = (courseId: number, contentId: number) =>
  apiPath('/courses/{id}/learn/{contentId}', { path: { id: courseId, contentId } });

/** One content with where it sits: its section and its place in the whole course. */
export interface OutlineEntry {
  content: LearnOutlineContent;
  sectionId: number;
  sectionTitle: LocalizedText;
  /** 1-based position in course order. */
  position: number;
}

/** Every content in the order a learner meets them. */
export function flattenOutline(outline: LearnOutline): OutlineEntry[] {
  let position = 0;
  return outline.sections.flatMap((section) =>
    section.contents.map((content) => ({
      content,
      sectionId: section.id,
      sectionTitle: section.title,
      position: (position += 1),
    })),
  );
}

/** Where "continue" leads: the first content not done, or the first of all when all are. */
export function continueId(outline: LearnOutline): number | null {
  return outline.nextContentId ?? outline.sections[0]?.contents[0]?.id ?? null;
}

/** The course is done: it has contents and none is left. */
export const isCompleted = (outline: LearnOutline) =>
  outline.nextContentId === null && outline.sections.some((s) => s.contents.length > 0);

/** The outline for CourseOutline: open contents link into the player; locked ones do not. */
export function outlineSections(
  outline: LearnOutline,
  pick: (text: LocalizedText) => string,
): CourseOutlineSection[] {
  return outline.sections.map((section) => ({
    id: String(section.id),
    title: pick(section.title),
    contents: section.contents.map((content) => ({
      id: String(content.id),
      title: pick(content.title),
      type: content.type,
      status: content.status,
      durationMinutes: content.durationMinutes,
      href: content.status === 'locked' ? undefined : learnPath(outline.course.id, content.id),
    })),
  }));
}
