import { CardGrid, CourseCard } from '@ajar/ui';
import type { ReactNode } from 'react';
import type { CourseSummary } from '@ajar/api/contract';
import { useCourseCardProps } from '../../../shared/courses/courseCard';

interface CourseGridProps {
  courses: CourseSummary[];
  /** Name of the list, e.g. "Daftar kursus". */
  label: string;
  /** Under the grid, e.g. the pagination. */
  footer?: ReactNode;
}

/** Courses as a grid of cards, each opening its detail page. */
export function CourseGrid({ courses, label, footer }: CourseGridProps) {
  const cardProps = useCourseCardProps();
  return (
    <CardGrid aria-label={label} footer={footer}>
      {courses.map((course) => (
        <CourseCard key={course.id} {...cardProps(course)} />
      ))}
    </CardGrid>
  );
}

/** How many placeholder cards show while a list loads: two rows on a wide screen. */
const SKELETON_CARDS = 6;

/** Placeholder cards in the grid's shape while courses load. */
export function CourseGridSkeleton({ label }: { label: string }) {
  return (
    <CardGrid aria-label={label} aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <CourseCard key={`loading-${index}`} title="" isLoading />
      ))}
    </CardGrid>
  );
}
