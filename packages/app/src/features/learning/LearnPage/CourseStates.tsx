import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader, Skeleton, SkeletonGroup } from '@ajar/ui';
import type { LearnOutline } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LearnFrame } from './LearnFrame';
import { apiPath } from '../../../api';

/*
 * The player's states before a content can show: the course is unknown, I am not in it,
 * it failed to load, it is loading, or it has nothing yet. Each keeps the player's screen,
 * an h1 and a way back.
 */

export function CourseNotFound() {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  useHead(t('learn.notFound.title'));
  return (
    <LearnFrame courseTitle={t('pages.learn.title')} backHref="/courses">
      <PageHeader title={t('pages.learn.title')} />
      <EmptyState
        title={t('learn.notFound.title')}
        description={t('learn.notFound.description')}
        action={
          <Button href="/courses" onClick={navigateOnClick('/courses')}>
            {t('learn.notFound.action')}
          </Button>
        }
      />
    </LearnFrame>
  );
}

/** Enrolment happens on the course page; the title comes from the public catalogue. */
export function NotEnrolled({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const { data } = useApi(apiPath('/courses/{id}', { path: { id: courseId } }));
  const courseTitle = data ? pick(data.title) : t('pages.learn.title');
  const coursePage = `/courses/${courseId}`;
  useHead(t('learn.notEnrolled.title'));
  return (
    <LearnFrame courseTitle={courseTitle} backHref={coursePage}>
      <PageHeader title={courseTitle} />
      <EmptyState
        title={t('learn.notEnrolled.title')}
        description={t('learn.notEnrolled.description')}
        action={
          <Button href={coursePage} onClick={navigateOnClick(coursePage)}>
            {t('learn.notEnrolled.action')}
          </Button>
        }
      />
    </LearnFrame>
  );
}

interface CourseErrorProps {
  courseId: number;
  /** What the outline failed with: the state says why (connection, access, server). */
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

export function CourseError({ courseId, error, onRetry, isRetrying }: CourseErrorProps) {
  const { t } = useTranslation();
  useHead(t('learn.courseError.title'));
  return (
    <LearnFrame courseTitle={t('pages.learn.title')} backHref={`/courses/${courseId}`}>
      <PageHeader title={t('pages.learn.title')} />
      <LoadErrorState
        error={error}
        title={t('learn.courseError.title')}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    </LearnFrame>
  );
}

export function CourseLoading() {
  const { t } = useTranslation();
  useHead(t('pages.learn.title'));
  return (
    <LearnFrame
      courseTitle={<Skeleton width="40%" />}
      backHref="/my-courses"
      outline={
        <SkeletonGroup label={t('learn.loadingCourse')}>
          <Skeleton lines={8} />
        </SkeletonGroup>
      }
    >
      <PageHeader title={t('learn.loadingCourse')} />
      <ContentSkeleton />
    </LearnFrame>
  );
}

/** Where a content's body will be: a few paragraphs. */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('learn.loading')}>
      <Skeleton lines={3} />
      <Skeleton lines={6} />
    </SkeletonGroup>
  );
}

export function EmptyCourse({ outline }: { outline: LearnOutline }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const courseTitle = pick(outline.course.title);
  useHead(courseTitle);
  return (
    <LearnFrame courseTitle={courseTitle} backHref={`/my-courses/${outline.course.id}`}>
      <PageHeader title={courseTitle} />
      <EmptyState title={t('learn.empty.title')} description={t('learn.empty.description')} />
    </LearnFrame>
  );
}
