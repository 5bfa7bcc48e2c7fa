import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { TeamMemberDetail } from '@ajar/api/contract';
import { HoursProgress } from '../shared/HoursProgress';
import { useTeamFormats } from '../shared/useTeamFormats';

/** Who the person is (as HR keeps it) and where they stand this year. */
export function MemberProfile({ detail }: { detail: TeamMemberDetail }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const { member, email } = detail;
  // The hours count this calendar year of the company's zone, as the API counts them.
  const year = format.year();
  return (
    <StatPanel
      items={[
        { label: t('team.member.position'), value: member.position ?? t('team.notSet') },
        { label: t('team.member.department'), value: member.department ?? t('team.notSet') },
        { label: t('team.member.email'), value: email },
        {
          label: t('team.member.hours', { year }),
          value: <HoursProgress hours={member.hours} name={member.name} />,
        },
        { label: t('team.member.certificates'), value: member.certificates },
        { label: t('team.member.lastActivity'), value: format.activity(member.lastActivityAt) },
      ]}
    />
  );
}
