import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Table, type TableColumn } from '@ajar/ui';
import type { TeamCoursePerson } from '@ajar/api/contract';
import { CourseStateBadge } from '../shared/CourseStateBadge';
import { useTeamFormats } from '../shared/useTeamFormats';

/** Who has not finished it yet and by when, overdue first (the API's order). */
export function CourseDues({ people }: { people: readonly TeamCoursePerson[] }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const open = people.filter((p) => p.state !== 'completed' && p.dueAt !== null);
  const columns: TableColumn<TeamCoursePerson>[] = [
    { key: 'name', header: t('teamReports.people.name'), isRowHeader: true },
    {
      key: 'state',
      header: t('teamReports.people.state'),
      render: (p) => <CourseStateBadge state={p.state} />,
    },
    {
      key: 'due',
      header: t('teamReports.people.due'),
      render: (p) => <time dateTime={p.dueAt!}>{format.day(p.dueAt!)}</time>,
    },
  ];
  return (
    <PageSection title={t('teamReports.course.duesTitle')}>
      {open.length === 0 ? (
        <EmptyState title={t('teamReports.course.noDues')} />
      ) : (
        <Table
          caption={t('teamReports.course.duesCaption')}
          isCaptionHidden
          columns={columns}
          rows={open}
          getRowKey={(p) => p.id}
          narrowLayout="stack"
        />
      )}
    </PageSection>
  );
}
