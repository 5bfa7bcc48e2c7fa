import { useTranslation } from 'react-i18next';
import { Badge, CourseCard, EmptyState, PageSection, StepList } from '@ajar/ui';
import type { CourseSummary } from '@ajar/api/contract';
import { useCourseCardProps } from '../../../shared/courses/courseCard';
import type { RoadmapProgress } from './useRoadmapProgress';

interface RoadmapCoursesProps {
  courses: CourseSummary[];
  /** The signed-in learner's progress, once known: each card shows its course's. */
  progress?: RoadmapProgress;
}

/** A roadmap's courses in the order they are meant to be taken. */
export function RoadmapCourses({ courses, progress }: RoadmapCoursesProps) {
  const { t } = useTranslation();
  const cardProps = useCourseCardProps();
  const title = t('roadmaps.detail.coursesTitle');
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
    <PageSection
      title={title}
      // Indonesian has one plural form; a lone course gets its own sentence.
      description={
        courses.length === 1
          ? t('roadmaps.detail.coursesLeadOne')
          : t('roadmaps.detail.coursesLead', { count: courses.length })
      }
    >
      <StepList aria-label={title}>
        {courses.map((course) => {
          const mine = progress?.byCourse.get(course.id);
          return (
            <CourseCard
              key={course.id}
              {...cardProps(course)}
              headingLevel={3}
              progress={mine?.enrolment.progress}
              action={
                progress && !mine ? <Badge>{t('myCourses.roadmap.notStarted')}</Badge> : undefined
              }
            />
          );
        })}
      </StepList>
    </PageSection>
  );
}
