import { useTranslation } from 'react-i18next';
import { CourseCard, EmptyState, PageSection, StepList } from '@ajar/ui';
import type { CourseSummary } from '@ajar/api/contract';
import { useCourseCardProps } from '../../../shared/courses/courseCard';

/** A class's courses in the order the class takes them. */
export function ClassCourses({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation();
  const cardProps = useCourseCardProps();
  const title = t('classes.class.coursesTitle');
  if (courses.length === 0)
    return (
      <PageSection title={title}>
        <EmptyState
          headingLevel={3}
          title={t('classes.class.noCourses')}
          description={t('classes.class.noCoursesDescription')}
        />
      </PageSection>
    );
  return (
    <PageSection
      title={title}
      // Indonesian has one plural form; a lone course gets its own sentence.
      description={
        courses.length === 1
          ? t('classes.class.coursesLeadOne')
          : t('classes.class.coursesLead', { count: courses.length })
      }
    >
      <StepList aria-label={title}>
        {courses.map((course) => (
          <CourseCard key={course.id} {...cardProps(course)} headingLevel={3} />
        ))}
      </StepList>
    </PageSection>
  );
}
