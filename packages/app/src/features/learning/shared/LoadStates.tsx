import type { ReactNode } from 'react';
import { EmptyState, Skeleton, SkeletonGroup } from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { AppLink } from '../../../shared/shell/AppLink';

/**
 * Not enrolled (404), another learner's (403) and an id the API cannot have (400) all mean
 * "nothing of yours here": a way back, not an error.
 */
export const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

interface LoadStatesProps {
  error: unknown;
  isValidating: boolean;
  retry: () => void;
  /** What screen readers hear while loading. */
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the error when the thing asked for is not the learner's. */
  missing: { title: string; description: string; action: ReactNode };
}

/** What a score page shows before it has its data: loading, failed, or nothing of yours. */
export function LoadStates({
  error,
  isValidating,
  retry,
  loadingLabel,
  errorTitle,
  missing,
}: LoadStatesProps) {
  const { t } = useTranslation();
  if (isMissing(error)) return <EmptyState {...missing} />;
  if (error)
    return (
      <LoadErrorState
        error={error}
        title={errorTitle}
        description={t('myCourses.errorDescription')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  return (
    <SkeletonGroup label={loadingLabel}>
      <Skeleton variant="rect" />
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}

/** The states of a page built on one course's detail: a course I am not in offers its page. */
export function CourseDetailLoadStates({
  courseId,
  ...state
}: Pick<LoadStatesProps, 'error' | 'isValidating' | 'retry'> & { courseId: string }) {
  const { t } = useTranslation();
  return (
    <LoadStates
      {...state}
      loadingLabel={t('myCourses.detail.loading')}
      errorTitle={t('myCourses.detail.error')}
      missing={{
        title: t('myCourses.notEnrolled'),
        description: t('myCourses.notEnrolledDescription'),
        action: <AppLink to={`/courses/${courseId}`}>{t('myCourses.viewCourse')}</AppLink>,
      }}
    />
  );
}
