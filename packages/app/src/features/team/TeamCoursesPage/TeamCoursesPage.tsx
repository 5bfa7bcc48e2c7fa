import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { TeamCoursesTable } from '../shared/TeamCoursesTable';
import { teamCoursesKey } from '../shared/teamReportKeys';

/**
 * /my-team/course: every course my direct reports are enrolled in or assigned, the most
 * overdue first: people by state, average best final score, hours, the next due date.
 */
export function TeamCoursesPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.teamCourses.title');
  useHead(title);
  const load = useApi(teamCoursesKey);
  const items = load.data?.items;

  let body;
  if (!items)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamReports.courses.error'), description: t('loadError.network') }}
        loadingLabel={t('teamReports.courses.loading')}
      >
        <Skeleton lines={6} />
      </LoadPending>
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('teamReports.courses.empty')}
        description={t('teamReports.courses.emptyHint')}
      />
    );
  else body = <TeamCoursesTable courses={items} caption={t('teamReports.courses.caption')} />;

  return (
    <>
      <PageHeader
        title={title}
        description={t('teamReports.courses.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      {body}
    </>
  );
}
