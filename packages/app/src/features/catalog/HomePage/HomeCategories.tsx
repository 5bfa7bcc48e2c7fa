import { useTranslation } from 'react-i18next';
import { Card, CardGrid, PageSection, Skeleton, SkeletonGroup } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { HOME_PATHS } from './homeQueries';
import { routerLink } from '../../../shared/shell/routerLink';
import { AsyncView } from '../../../shared/async/AsyncView';

/** Placeholder cards while categories load. */
const SKELETON_CARDS = 4;

/** Every course category, each opening the catalogue filtered to it. */
export function HomeCategories() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const categories = useApi(HOME_PATHS.categories);
  const label = t('homePage.categories.title');
  return (
    <PageSection
      title={label}
      seeAllHref="/categories"
      seeAllLabel={t('homePage.seeAll')}
      renderLink={routerLink}
    >
      <AsyncView
        {...categories}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonGroup label={t('homePage.categories.loading')}>
            <CardGrid>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <Card key={`loading-${index}`}>
                  <Skeleton width="60%" />
                  <Skeleton width="30%" />
                </Card>
              ))}
            </CardGrid>
          </SkeletonGroup>
        }
        errorTitle={t('homePage.categories.error')}
        emptyTitle={t('homePage.categories.empty')}
        headingLevel={3}
      >
        {(data) => (
          <CardGrid aria-label={label}>
            {data.items.map((category) => (
              <Card
                key={category.id}
                title={pick(category.name)}
                headingLevel={3}
                href={`/courses?category=${encodeURIComponent(category.slug)}`}
                renderLink={routerLink}
              >
                {t('homePage.categories.courseCount', { count: category.courseCount })}
              </Card>
            ))}
          </CardGrid>
        )}
      </AsyncView>
    </PageSection>
  );
}
