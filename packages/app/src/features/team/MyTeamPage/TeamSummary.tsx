import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { TeamOverview } from '@ajar/api/contract';
import { useTeamFormats } from '../shared/useTeamFormats';

/** The team at a glance: how many people, how many overdue courses, who is behind on hours. */
export function TeamSummary({ team }: { team: TeamOverview }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const { members, year } = team;
  const overdue = members.reduce((sum, m) => sum + m.courses.overdue, 0);
  const under = members.filter((m) => m.hours.done < m.hours.target).length;
  // One company, one target: every member carries the same one.
  const target = members[0]?.hours.target ?? 0;
  return (
    <StatPanel
      items={[
        { label: t('team.list.people'), value: members.length },
        { label: t('team.list.overdue'), value: overdue },
        {
          label: t('team.list.underTarget'),
          value: under,
          hint:
            target > 0
              ? t('team.list.targetHint', { target: format.hours(target), year })
              : undefined,
        },
      ]}
    />
  );
}
