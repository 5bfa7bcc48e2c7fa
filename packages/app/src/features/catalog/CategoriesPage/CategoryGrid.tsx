import { useTranslation } from 'react-i18next';
import { Card, CardGrid, Skeleton, SkeletonGroup } from '@ajar/ui';
import type { Category } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';

/** Categories as cards, each opening the catalog filtered to it. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <CardGrid aria-label={t('categories.listLabel')}>
      {categories.map((category) => (
        <Card
          key={category.id}
          as="article"
          title={pick(category.name)}
          headingLevel={2}
          href={`/courses?category=${encodeURIComponent(category.slug)}`}
          renderLink={routerLink}
        >
          {t('categories.courseCount', { count: category.courseCount })}
        </Card>
      ))}
    </CardGrid>
  );
}

/** How many placeholder cards show while categories load. */
const SKELETON_CARDS = 6;

/** Placeholder cards in the grid's shape, announced once. */
export function CategoryGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('categories.loading')}>
      <CardGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={`loading-${index}`}>
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </Card>
        ))}
      </CardGrid>
    </SkeletonGroup>
  );
}
