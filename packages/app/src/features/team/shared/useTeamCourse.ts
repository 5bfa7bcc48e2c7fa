import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { isNotOurCourse } from './TeamCourseNotFound';
import { teamCourseKey } from './teamReportKeys';
import { useTeamCourseId } from './useTeamCourseId';

/**
 * The course of `/my-team/course/:name/...` for my team, its title in the reader's language,
 * and whether there is nothing of ours to show (an unusable id, another company's course).
 */
export function useTeamCourse() {
  const id = useTeamCourseId();
  const pick = useLocalized();
  const load = useApi(id === null ? null : teamCourseKey(id));
  const detail = load.data;
  return {
    id,
    load,
    detail,
    title: detail ? pick(detail.summary.course.title) : undefined,
    missing: id === null || isNotOurCourse(load.error),
  };
}
