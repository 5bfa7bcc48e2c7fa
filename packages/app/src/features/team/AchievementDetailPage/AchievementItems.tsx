import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Pagination } from '@ajar/ui';
import type { MemberAchievements } from '@ajar/api/contract';
import { usePeriodText } from '../shared/PeriodSwitch';
import { BadgeItems } from './BadgeItems';
import { CertificateItems } from './CertificateItems';
import { CourseItems } from './CourseItems';
import { PointItems } from './PointItems';

const LISTS = {
  course: CourseItems,
  certificate: CertificateItems,
  point: PointItems,
  badge: BadgeItems,
} as const;

/** The items of the shown kind under their heading, what the period covers, and the pages. */
export function AchievementItems({
  data,
  onPageChange,
}: {
  data: MemberAchievements;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  const { type, member } = data;
  const List = LISTS[type];
  return (
    <PageSection title={t(`teamAchievements.list.${type}`)} description={periodText(data.from)}>
      {data.total === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t(`teamAchievements.detail.empty.${type}`, { name: member.name })}
          description={t('teamAchievements.detail.emptyHint')}
        />
      ) : (
        <>
          <List data={data} />
          {data.pageCount > 1 && (
            <Pagination
              page={data.page}
              pageCount={data.pageCount}
              label={t('teamAchievements.detail.pagination')}
              onPageChange={onPageChange}
            />
          )}
        </>
      )}
    </PageSection>
  );
}
