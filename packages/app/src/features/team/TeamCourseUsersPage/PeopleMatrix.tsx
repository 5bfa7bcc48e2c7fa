import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Select, Table, type TableColumn } from '@ajar/ui';
import type { TeamCoursePerson } from '@ajar/api/contract';
import { TEAM_COURSE_STATES, type TeamCourseState } from '@ajar/api/contract/team-rules';
import { AppLink } from '../../../shared/shell/AppLink';
import { CourseStateBadge } from '../shared/CourseStateBadge';
import { memberPath } from '../shared/teamKeys';
import { useTeamFormats } from '../shared/useTeamFormats';

const ORDER: Record<TeamCourseState, number> = {
  overdue: 0,
  inProgress: 1,
  notStarted: 2,
  completed: 3,
};
const time = (iso: string | null) => (iso === null ? Infinity : Date.parse(iso));

/** The people × course rows, narrowed to one state when the supervisor asks for it. */
export function PeopleMatrix({ people }: { people: readonly TeamCoursePerson[] }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const [state, setState] = useState<TeamCourseState | ''>('');
  const rows = state === '' ? people : people.filter((p) => p.state === state);

  const columns: TableColumn<TeamCoursePerson>[] = [
    {
      key: 'name',
      header: t('teamReports.people.name'),
      isRowHeader: true,
      isSortable: true,
      sortValue: (p) => p.name,
      render: (p) => <AppLink to={memberPath(p.id)}>{p.name}</AppLink>,
    },
    {
      key: 'state',
      header: t('teamReports.people.state'),
      isSortable: true,
      sortValue: (p) => ORDER[p.state],
      render: (p) => <CourseStateBadge state={p.state} />,
    },
    {
      key: 'progress',
      header: t('teamReports.people.progress'),
      align: 'end',
      isSortable: true,
      sortValue: (p) => p.progress,
      render: (p) => t('teamReports.percent', { value: p.progress }),
    },
    {
      key: 'due',
      header: t('teamReports.people.due'),
      isSortable: true,
      sortValue: (p) => time(p.dueAt),
      render: (p) => (p.dueAt ? format.shortDay(p.dueAt) : t('teamReports.noDue')),
    },
    {
      key: 'score',
      header: t('teamReports.people.score'),
      align: 'end',
      isSortable: true,
      sortValue: (p) => p.score ?? -1,
      render: (p) => (p.score === null ? t('teamReports.noScore') : format.hours(p.score)),
    },
    {
      key: 'activity',
      header: t('teamReports.people.activity'),
      isSortable: true,
      sortValue: (p) => time(p.lastActivityAt),
      render: (p) => format.activity(p.lastActivityAt),
    },
  ];

  return (
    <>
      <Select
        label={t('teamReports.people.filter')}
        value={state}
        placeholder={t('teamReports.people.allStates')}
        options={TEAM_COURSE_STATES.map((s) => ({ value: s, label: t(`team.state.${s}`) }))}
        onChange={(event) => setState(event.target.value as TeamCourseState | '')}
      />
      <Table
        caption={t('teamReports.people.caption')}
        columns={columns}
        rows={rows}
        getRowKey={(p) => p.id}
        narrowLayout="stack"
        emptyState={
          <EmptyState
            title={
              people.length === 0 ? t('teamReports.people.empty') : t('teamReports.people.noMatch')
            }
          />
        }
      />
    </>
  );
}
