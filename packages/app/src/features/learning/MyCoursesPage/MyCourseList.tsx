import { useTranslation } from 'react-i18next';
import { Button, CardGrid, CourseCard, EmptyState } from '@ajar/ui';
import type { MyCourse } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { useCourseCardProps } from '../../../shared/courses/courseCard';
import { FinalQuizBadge } from '../shared/badges';
import { CourseActions } from '../shared/CourseActions';
import { myCoursePath } from '../shared/myCoursePaths';
import type { MyCoursesTab } from './useMyCoursesTab';

/** The catalogue, where a learner without courses goes next. */
export function BrowseCourses() {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <Button href="/courses" onClick={navigateOnClick('/courses')}>
      {t('myCourses.browseCourses')}
    </Button>
  );
}

/** One tab's courses: progress, final quiz, and the way back into each. */
export function MyCourseList({ courses, tab }: { courses: MyCourse[]; tab: MyCoursesTab }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const cardProps = useCourseCardProps();
  if (courses.length === 0)
    return (
      <EmptyState
        title={t(`myCourses.empty.${tab}Title`)}
        description={t(`myCourses.empty.${tab}Description`)}
        action={<BrowseCourses />}
      />
    );
  return (
    <CardGrid aria-label={t(`myCourses.listLabel.${tab}`)}>
      {courses.map(({ course, enrolment, nextContentId }) => (
        <CourseCard
          key={course.id}
          {...cardProps(course)}
          href={myCoursePath(course.id)}
          progress={enrolment.progress}
          action={
            <>
              <FinalQuizBadge enrolment={enrolment} />
              <CourseActions
                courseId={course.id}
                title={pick(course.title)}
                enrolment={enrolment}
                nextContentId={nextContentId}
                size="sm"
              />
            </>
          }
        />
      ))}
    </CardGrid>
  );
}
