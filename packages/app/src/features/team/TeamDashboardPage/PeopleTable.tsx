import { useTranslation } from 'react-i18next';
import { Badge, PageSection, Table, type TableColumn } from '@ajar/ui';
import type { DashboardPerson, TeamDashboard } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { CourseStatesCell } from '../shared/CourseStatesCell';
import { HoursProgress } from '../shared/HoursProgress';
import { memberPath } from '../shared/teamKeys';
import { useTeamFormats } from '../shared/useTeamFormats';

/**
 * One row per person below me, with who they report to. My direct reports link to their page;
 * the people of my reports are theirs to manage, so they are named, not linked.
 */
export function PeopleTable({ board }: { board: TeamDashboard }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const columns: TableColumn<DashboardPerson>[] = [
    {
      key: 'name',
      header: t('teamReports.people.name'),
      isRowHeader: true,
      isSortable: true,
      sortValue: (p) => p.name,
      render: (p) => (
        <>
          {p.depth === 1 ? <AppLink to={memberPath(p.id)}>{p.name}</AppLink> : p.name}
          <div>{t('teamReports.dashboard.reportsTo', { name: p.reportsTo.name })}</div>
        </>
      ),
    },
    {
      key: 'courses',
      header: t('team.list.courses'),
      isSortable: true,
      sortValue: (p) => p.courses.overdue,
      render: (p) => <CourseStatesCell states={p.courses} />,
    },
    {
      key: 'hours',
      header: t('team.list.hours', { year: board.year }),
      isSortable: true,
      sortValue: (p) => p.hours,
      render: (p) => (
        <HoursProgress hours={{ done: p.hours, target: board.hoursTarget }} name={p.name} />
      ),
    },
    {
      key: 'activity',
      header: t('team.list.lastActivity'),
      isSortable: true,
      sortValue: (p) => (p.lastActivityAt === null ? 0 : Date.parse(p.lastActivityAt)),
      render: (p) => (
        <>
          {format.activity(p.lastActivityAt)}
          {p.inactive && (
            <div>
              <Badge tone="warning">{t('teamReports.dashboard.quiet')}</Badge>
            </div>
          )}
        </>
      ),
    },
  ];
  return (
    <PageSection title={t('teamReports.dashboard.peopleTitle')}>
      <Table
        caption={t('teamReports.dashboard.peopleCaption')}
        isCaptionHidden
        columns={columns}
        rows={board.people}
        getRowKey={(p) => p.id}
        narrowLayout="stack"
      />
    </PageSection>
  );
}
