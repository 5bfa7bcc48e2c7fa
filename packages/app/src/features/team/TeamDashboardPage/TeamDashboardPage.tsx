import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { TeamCoursesTable } from '../shared/TeamCoursesTable';
import { teamDashboardKey } from '../shared/teamReportKeys';
import { CsvDownload } from './CsvDownload';
import { DashboardCards } from './DashboardCards';
import { HoursChart } from './HoursChart';
import { PeopleTable } from './PeopleTable';

/**
 * /my-team/dashboard: everyone below me (my direct reports and theirs): assigned courses
 * completed, overdue, what waits for my decision, who has gone quiet, this year's hours
 * against the target; per person and per course; the people as CSV.
 */
export function TeamDashboardPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.teamDashboard.title');
  useHead(title);
  const load = useApi(teamDashboardKey);
  const board = load.data;

  let body;
  if (!board)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamReports.dashboard.error'), description: t('loadError.network') }}
        loadingLabel={t('teamReports.dashboard.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else if (board.people.length === 0)
    body = <EmptyState title={t('team.list.empty')} description={t('team.list.emptyHint')} />;
  else
    body = (
      <>
        <DashboardCards board={board} />
        <HoursChart board={board} />
        <PeopleTable board={board} />
        <PageSection title={t('teamReports.dashboard.coursesTitle')}>
          <TeamCoursesTable courses={board.courses} caption={t('teamReports.courses.caption')} />
        </PageSection>
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={t('teamReports.dashboard.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
        actions={board && board.people.length > 0 && <CsvDownload />}
      />
      {body}
    </>
  );
}
