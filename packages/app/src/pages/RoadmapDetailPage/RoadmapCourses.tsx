import { useTranslation } from 'react-i18next';
import { CourseCard, EmptyState, PageSection, StepList } from '@ajar/ui';
import type { CourseSummary } from '@ajar/api/contract';
import { useSession } from '../../session';
import { useCourseCardProps } from '../CoursesPage/courseCard';

/**
 * A roadmap's courses in the order they are meant to be taken. Progress arrives with
 * enrolment, so a signed-in learner is told where it will show rather than shown a zero.
 */
export function RoadmapCourses({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const cardProps = useCourseCardProps();
  const title = t('roadmaps.detail.coursesTitle');
  const lead = t('roadmaps.detail.coursesLead', { count: courses.length });
  const description = session ? `${lead} ${t('roadmaps.detail.progressNote')}` : lead;
  if (courses.length === 0)
    return (
      <PageSection title={title}>
        <EmptyState
          headingLevel={3}
          title={t('roadmaps.detail.noCourses')}
          description={t('roadmaps.detail.noCoursesDescription')}
        />
      </PageSection>
    );
  return (
    <PageSection title={title} description={description}>
      <StepList aria-label={title}>
        {courses.map((course) => (
          <CourseCard key={course.id} {...cardProps(course)} headingLevel={3} />
        ))}
      </StepList>
    </PageSection>
  );
}
