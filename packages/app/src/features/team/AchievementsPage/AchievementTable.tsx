import { useTranslation } from 'react-i18next';
import { Link, PageSection, Table, type TableColumn } from '@ajar/ui';
import type { TeamAchievements } from '@ajar/api/contract';
import { ACHIEVEMENT_TYPES, type AchievementType } from '@ajar/api/contract/team-achievement-rules';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { achievementPath } from '../shared/achievementKeys';
import { useAchievementFormats } from '../shared/useAchievementFormats';

type Member = TeamAchievements['members'][number];

/**
 * One row per person, the four counts of the period each linking to that person's items of
 * that kind. A link's name says whose and what ("Kursus selesai Yoga Pratama: 3"), since a
 * bare number says nothing in a list of links. On a phone each row becomes a block.
 */
export function AchievementTable({ team }: { team: TeamAchievements }) {
  const { t } = useTranslation();
  const format = useAchievementFormats();
  const navigateOnClick = useNavigateOnClick();

  const countColumn = (type: AchievementType): TableColumn<Member> => ({
    key: type,
    header: t(`teamAchievements.list.${type}`),
    align: 'end',
    render: (member) => {
      const count = member.counts[type];
      const to = achievementPath(member.id, type, team.period);
      return (
        // A standalone target (24 px): a one-digit link is otherwise hard to hit.
        <Link
          href={to}
          onClick={navigateOnClick(to)}
          isStandalone
          aria-label={t(`teamAchievements.list.linkOf.${type}`, {
            name: member.name,
            count: format.count(count),
          })}
        >
          {format.count(count)}
        </Link>
      );
    },
  });

  const columns: TableColumn<Member>[] = [
    {
      key: 'name',
      header: t('team.list.name'),
      isRowHeader: true,
      render: (member) => (
        <>
          {member.name}
          <div>
            {[member.position, member.department].filter(Boolean).join(', ') || t('team.notSet')}
          </div>
        </>
      ),
    },
    ...ACHIEVEMENT_TYPES.map(countColumn),
  ];

  return (
    <PageSection title={t('teamAchievements.list.title')}>
      <Table
        caption={t('teamAchievements.list.caption')}
        isCaptionHidden
        columns={columns}
        rows={team.members}
        getRowKey={(member) => member.id}
        narrowLayout="stack"
      />
    </PageSection>
  );
}
