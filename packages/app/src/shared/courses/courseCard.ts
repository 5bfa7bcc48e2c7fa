import { COURSE_DISPLAY_TYPE } from '@ajar/api/contract/content-types';
import type { CourseCardProps, CourseDisplayType } from '@ajar/ui';
import type { CourseSummary } from '@ajar/api/contract';
import { useLocalized } from '../data/localized';
import { routerLink } from '../shell/routerLink';
import { coverArtFor } from './coverArt';

const DISPLAY_TYPES = Object.keys(COURSE_DISPLAY_TYPE) as CourseDisplayType[];

/** The API sends the display type as its number; the card takes its name. */
export function displayTypeName(value: number): CourseDisplayType {
  return DISPLAY_TYPES.find((name) => COURSE_DISPLAY_TYPE[name] === value) ?? 'Default';
}

/**
 * A course of the API as a CourseCard linking to its detail page, in the interface language.
 * Cards sit right under the page's h1, so their titles are h2.
 */
export function useCourseCardProps() {
  const pick = useLocalized();
  return (course: CourseSummary): CourseCardProps => ({
    title: pick(course.title),
    headingLevel: 2,
    href: `/courses/${course.id}`,
    renderLink: routerLink,
    coverSrc: course.coverUrl ?? undefined,
    coverArt: coverArtFor(course.category?.slug),
    category: course.category ? pick(course.category.name) : undefined,
    trainerName: course.trainer?.name,
    durationMinutes: course.durationMinutes,
    displayType: displayTypeName(course.displayType),
  });
}
