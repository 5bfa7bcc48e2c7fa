import { useTranslation } from 'react-i18next';
import { PageHeader, Skeleton } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { TeamCourseCrumbs } from '../shared/TeamCourseCrumbs';
import { TeamCourseNotFound } from '../shared/TeamCourseNotFound';
import { teamCoursePath } from '../shared/teamReportKeys';
import { useTeamCourse } from '../shared/useTeamCourse';
import { CourseDues } from './CourseDues';
import { CourseFigures } from './CourseFigures';

/**
 * /my-team/course/:name (the course's id): the course for my direct reports: how many take
 * it, by state (figures and a chart), their average best final score and the due dates.
 */
export function TeamCoursePage() {
  const { t } = useTranslation();
  const { id, load, detail, title, missing } = useTeamCourse();
  useHead(title ?? t('pages.teamCourse.title'));

  let body;
  if (missing) body = <TeamCourseNotFound />;
  else if (!detail)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamReports.course.error'), description: t('loadError.network') }}
        loadingLabel={t('teamReports.course.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else
    body = (
      <>
        <CourseFigures summary={detail.summary} />
        <CourseDues people={detail.people} />
      </>
    );

  const course = id !== null && title ? { id, title } : undefined;
  return (
    <>
      <PageHeader
        title={title ?? t('pages.teamCourse.title')}
        description={t('teamReports.course.lead')}
        breadcrumb={<TeamCourseCrumbs course={course} />}
        actions={
          course && (
            <>
              <AppLink to={teamCoursePath(course.id, 'users')}>
                {t('teamReports.course.toPeople')}
              </AppLink>{' '}
              <AppLink to={teamCoursePath(course.id, 'user')}>
                {t('teamReports.course.toAssign')}
              </AppLink>
            </>
          )
        }
      />
      {body}
    </>
  );
}
