import { AchievementBadge, CardGrid } from '@ajar/ui';
import type { MemberAchievements } from '@ajar/api/contract';
import { useAchievementFormats } from '../shared/useAchievementFormats';

/**
 * The badges reached in the period, newest first, as the kit's medals with the day each was
 * reached. Their headings sit under the section's heading (h2).
 */
export function BadgeItems({ data }: { data: MemberAchievements }) {
  const format = useAchievementFormats();
  return (
    <CardGrid>
      {data.badges.map((badge) => (
        <AchievementBadge
          key={`${badge.kind}-${badge.value}`}
          title={format.badgeName(badge)}
          earnedAt={badge.earnedAt}
          headingLevel={3}
        />
      ))}
    </CardGrid>
  );
}
