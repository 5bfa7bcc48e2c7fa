import { useTranslation } from 'react-i18next';
import { PageSection } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { HOME_PATHS } from './homeQueries';
import { routerLink } from '../../../shared/shell/routerLink';
import { AsyncView } from '../../../shared/async/AsyncView';
import { RoadmapGrid, RoadmapGridSkeleton } from '../shared/RoadmapGrid';

/** The API lists every roadmap; the home page shows the first few. */
export const HOME_ROADMAPS = 3;

/** The first learning paths, with a link to all of them. */
export function HomeRoadmaps() {
  const { t } = useTranslation();
  const roadmaps = useApi(HOME_PATHS.roadmaps);
  const label = t('homePage.roadmaps.title');
  return (
    <PageSection
      title={label}
      seeAllHref="/roadmaps"
      seeAllLabel={t('homePage.seeAll')}
      renderLink={routerLink}
    >
      <AsyncView
        {...roadmaps}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <RoadmapGridSkeleton label={t('homePage.roadmaps.loading')} count={HOME_ROADMAPS} />
        }
        errorTitle={t('homePage.roadmaps.error')}
        emptyTitle={t('homePage.roadmaps.empty')}
        emptyDescription={t('homePage.roadmaps.emptyDescription')}
        headingLevel={3}
      >
        {(data) => (
          <RoadmapGrid
            roadmaps={data.items.slice(0, HOME_ROADMAPS)}
            label={label}
            headingLevel={3}
          />
        )}
      </AsyncView>
    </PageSection>
  );
}
