import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import type { Enrolment } from '@ajar/api/contract';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { CERTIFICATES_PATH, learnPath } from './myCoursePaths';

interface CourseActionsProps {
  courseId: number;
  /** The course's title, so each course's links have their own names in a list. */
  title: string;
  enrolment: Enrolment;
  nextContentId: number | null;
  size?: 'sm' | 'md';
}

/** Back into the player where the learner left off, and the certificate once issued. */
export function CourseActions({
  courseId,
  title,
  enrolment,
  nextContentId,
  size = 'md',
}: CourseActionsProps) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const learn = learnPath(courseId, nextContentId);
  // A finished course has no next content: the player opens at its start, to look back.
  const isFinished = nextContentId === null;
  return (
    <>
      <Button
        size={size}
        variant={isFinished ? 'secondary' : 'primary'}
        href={learn}
        onClick={navigateOnClick(learn)}
        aria-label={t(isFinished ? 'myCourses.openCourse' : 'myCourses.continueCourse', { title })}
      >
        {t(isFinished ? 'myCourses.open' : 'myCourses.continue')}
      </Button>
      {enrolment.certificateCode && (
        <Button
          size={size}
          variant="secondary"
          href={CERTIFICATES_PATH}
          onClick={navigateOnClick(CERTIFICATES_PATH)}
          aria-label={t('myCourses.certificateCourse', { title })}
        >
          {t('myCourses.certificate')}
        </Button>
      )}
    </>
  );
}
