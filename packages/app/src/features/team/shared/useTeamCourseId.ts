import { useParams } from 'react-router-dom';
import { parseCourseId } from '../../../shared/courses/courseId';

/** The course's id from `/my-team/course/:name/...` (`name` is the id); null when unusable. */
export function useTeamCourseId(): number | null {
  const { name } = useParams();
  return parseCourseId(name);
}
