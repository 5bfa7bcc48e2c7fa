import { useParams } from 'react-router-dom';
import { parseCourseId } from '../../../shared/courses/courseId';

/** The person's id from `/my-team/:id/...`; null when the address holds no usable id. */
export function useMemberId(): number | null {
  const { id } = useParams();
  // The same rule as a course id: a positive whole number the API's integer can hold.
  return parseCourseId(id);
}
