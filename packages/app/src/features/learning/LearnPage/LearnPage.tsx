import { Navigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { RequireSession } from '../../../shared/shell/RequireSession';
import { parseCourseId } from '../../../shared/courses/courseId';
import { continueId, learnPath, outlineKey } from '../../../shared/courses/learnOutline';
import { LearnPlayer } from './LearnPlayer';
import {
  CourseError,
  CourseLoading,
  CourseNotFound,
  EmptyCourse,
  NotEnrolled,
} from './CourseStates';

/**
 * /courses/:id/learn[/:learnId]: the course player, on its own screen (no site layout).
 * Members only: a visitor is sent to sign in and comes back here, as in the member area.
 */
export function LearnPage() {
  return (
    <RequireSession>
      <LearnRoute />
    </RequireSession>
  );
}

function LearnRoute() {
  const params = useParams();
  const courseId = parseCourseId(params.id);
  const outline = useApi(courseId === null ? null : outlineKey(courseId));

  if (courseId === null) return <CourseNotFound />;
  const { data, error } = outline;
  if (!data) {
    if (error instanceof ApiRequestError && error.status === 404) return <CourseNotFound />;
    if (error instanceof ApiRequestError && error.code === 'not_enrolled')
      return <NotEnrolled courseId={courseId} />;
    if (error)
      return (
        <CourseError
          courseId={courseId}
          error={error}
          onRetry={outline.retry}
          isRetrying={outline.isValidating}
        />
      );
    return <CourseLoading />;
  }

  if (params.learnId === undefined) {
    const first = continueId(data);
    if (first === null) return <EmptyCourse outline={data} />;
    return <Navigate to={learnPath(courseId, first)} replace />;
  }
  return (
    <LearnPlayer
      outline={data}
      contentId={parseCourseId(params.learnId)}
      onOutlineChanged={() => void outline.mutate()}
    />
  );
}
