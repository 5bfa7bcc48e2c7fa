import { useTranslation } from 'react-i18next';
import { ProgressIndicator, Skeleton, SkeletonGroup, StatPanel } from '@ajar/ui';
import type { useRoadmapProgress } from './useRoadmapProgress';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';

type Progress = Extract<ReturnType<typeof useRoadmapProgress>, { isSignedIn: true }>;

/** How far the learner is through the whole roadmap; the courses stay usable if it fails. */
export function RoadmapProgressPanel({ state, total }: { state: Progress; total: number }) {
  const { t } = useTranslation();
  if (state.progress)
    return (
      <StatPanel
        items={[
          {
            label: t('myCourses.roadmap.overall'),
            value: (
              <ProgressIndicator
                value={state.progress.overall}
                label={t('myCourses.roadmap.overall')}
                hasStateLabel={false}
              />
            ),
          },
          {
            label: t('myCourses.roadmap.coursesDone'),
            value: t('myCourses.roadmap.coursesDoneValue', {
              done: state.progress.completed,
              count: total,
            }),
          },
        ]}
      />
    );
  if (state.error)
    return (
      <LoadErrorState
        error={state.error}
        headingLevel={3}
        title={t('myCourses.roadmap.error')}
        description={t('myCourses.roadmap.errorDescription')}
        onRetry={state.retry}
        isRetrying={state.isValidating}
      />
    );
  return (
    <SkeletonGroup label={t('myCourses.roadmap.loading')}>
      <Skeleton variant="rect" />
    </SkeletonGroup>
  );
}
