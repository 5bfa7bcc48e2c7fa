import { useTranslation } from 'react-i18next';
import { PageHeader } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AsyncView } from '../../../shared/async/AsyncView';
import { RoadmapGrid, RoadmapGridSkeleton } from '../shared/RoadmapGrid';
import { apiPath } from '../../../api';

/** Placeholder cards while loading: one row on a wide screen. */
const SKELETON_CARDS = 3;

/** Every roadmap of the company: ordered learning paths, each opening its courses. */
export function RoadmapsPage() {
  const { t } = useTranslation();
  const title = t('pages.roadmaps.title');
  useHead(title);
  const roadmaps = useApi(apiPath('/roadmaps'));
  return (
    <>
      <PageHeader title={title} description={t('roadmaps.lead')} />
      <AsyncView
        {...roadmaps}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<RoadmapGridSkeleton label={t('roadmaps.loading')} count={SKELETON_CARDS} />}
        errorTitle={t('roadmaps.error')}
        errorDescription={t('roadmaps.errorDescription')}
        emptyTitle={t('roadmaps.empty')}
        emptyDescription={t('roadmaps.emptyDescription')}
        headingLevel={2}
      >
        {(data) => (
          <RoadmapGrid roadmaps={data.items} label={t('roadmaps.listLabel')} headingLevel={2} />
        )}
      </AsyncView>
    </>
  );
}
