import { useTranslation } from 'react-i18next';
import { PageSection, Table, type TableColumn } from '@ajar/ui';
import type { TeamMember, TeamOverview } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { HoursProgress } from '../shared/HoursProgress';
import { memberPath } from '../shared/teamKeys';
import { useTeamFormats } from '../shared/useTeamFormats';
import { CourseCounts } from './CourseCounts';

/**
 * One row per person, named by a link to their page, with their position and department under
 * it. On a phone each row becomes a block of its own (the kit's stacked layout), so every
 * figure of a person is read together.
 */
export function TeamTable({ team }: { team: TeamOverview }) {
  const { t } = useTranslation();
  const format = useTeamFormats();

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'name',
      header: t('team.list.name'),
      isRowHeader: true,
      render: (member) => (
        <>
          <AppLink to={memberPath(member.id)}>{member.name}</AppLink>
          <div>
            {[member.position, member.department].filter(Boolean).join(', ') || t('team.notSet')}
          </div>
        </>
      ),
    },
    {
      key: 'courses',
      header: t('team.list.courses'),
      render: (member) => <CourseCounts courses={member.courses} />,
    },
    {
      key: 'hours',
      header: t('team.list.hours', { year: team.year }),
      render: (member) => <HoursProgress hours={member.hours} name={member.name} />,
    },
    {
      key: 'certificates',
      header: t('team.list.certificates'),
      align: 'end',
    },
    {
      key: 'lastActivity',
      header: t('team.list.lastActivity'),
      render: (member) =>
        member.lastActivityAt ? (
          <time dateTime={member.lastActivityAt}>{format.activity(member.lastActivityAt)}</time>
        ) : (
          t('team.noActivity')
        ),
    },
  ];

  return (
    <PageSection title={t('team.list.title')}>
      <Table
        caption={t('team.list.caption')}
        isCaptionHidden
        columns={columns}
        rows={team.members}
        getRowKey={(member) => member.id}
        narrowLayout="stack"
      />
    </PageSection>
  );
}
