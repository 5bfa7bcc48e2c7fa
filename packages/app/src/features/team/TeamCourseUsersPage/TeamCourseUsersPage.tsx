import { useTranslation } from 'react-i18next';
import { PageHeader, Skeleton } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { TeamCourseCrumbs } from '../shared/TeamCourseCrumbs';
import { TeamCourseNotFound } from '../shared/TeamCourseNotFound';
import { useTeamCourse } from '../shared/useTeamCourse';
import { PeopleMatrix } from './PeopleMatrix';

/**
 * /my-team/course/:name/users: my direct reports in the course, one row each (state, progress,
 * due date, best final score, last activity), filtered by state and sorted by any column.
 */
export function TeamCourseUsersPage() {
  const { t } = useTranslation();
  const { id, load, detail, title, missing } = useTeamCourse();
  const current = t('pages.teamCourseUsers.title');
  useHead(title ? `${current} · ${title}` : current);

  let body;
  if (missing) body = <TeamCourseNotFound />;
  else if (!detail)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamReports.course.error'), description: t('loadError.network') }}
        loadingLabel={t('teamReports.course.loading')}
      >
        <Skeleton lines={6} />
      </LoadPending>
    );
  else body = <PeopleMatrix people={detail.people} />;

  return (
    <>
      <PageHeader
        title={current}
        description={title}
        breadcrumb={
          <TeamCourseCrumbs
            course={id !== null && title ? { id, title } : undefined}
            current={current}
          />
        }
      />
      {body}
    </>
  );
}
