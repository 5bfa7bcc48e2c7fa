import { useTranslation } from 'react-i18next';
import { Table } from '@ajar/ui';
import type { MemberAchievements } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useAchievementFormats } from '../shared/useAchievementFormats';
import { useTeamFormats } from '../shared/useTeamFormats';

type Course = MemberAchievements['courses'][number];

/** Courses completed in the period, newest first, with the final quiz's best score if any. */
export function CourseItems({ data }: { data: MemberAchievements }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const dates = useTeamFormats();
  const format = useAchievementFormats();
  return (
    <Table<Course>
      caption={t('teamAchievements.detail.caption.course', { name: data.member.name })}
      isCaptionHidden
      narrowLayout="stack"
      rows={data.courses}
      getRowKey={(item) => item.course.id}
      columns={[
        {
          key: 'course',
          header: t('teamAchievements.detail.course'),
          isRowHeader: true,
          render: (item) => pick(item.course.title),
        },
        {
          key: 'completedAt',
          header: t('teamAchievements.detail.completedAt'),
          render: (item) => <time dateTime={item.completedAt}>{dates.day(item.completedAt)}</time>,
        },
        {
          key: 'score',
          header: t('teamAchievements.detail.score'),
          align: 'end',
          render: (item) =>
            item.score === null ? t('teamAchievements.detail.noScore') : format.count(item.score),
        },
      ]}
    />
  );
}
