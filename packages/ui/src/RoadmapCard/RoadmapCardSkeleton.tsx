import type { HTMLAttributes, Ref } from 'react';
import { Card } from '../Card';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { LoadingCover } from './RoadmapCard.styles';

export interface RoadmapCardSkeletonProps extends HTMLAttributes<HTMLElement> {
  /** What screen readers hear while it loads. @default built-in "Memuat…" / "Loading…" */
  loadingLabel?: string;
  ref?: Ref<HTMLElement>;
}

/** The shape of a roadmap card while it loads. */
export function RoadmapCardSkeleton({ loadingLabel, ...rest }: RoadmapCardSkeletonProps) {
  return (
    <Card
      media={
        <LoadingCover>
          <Skeleton variant="rect" height="100%" style={{ borderRadius: 0 }} />
        </LoadingCover>
      }
      {...rest}
    >
      <SkeletonGroup label={loadingLabel}>
        <Skeleton width="70%" />
        <Skeleton lines={3} />
        <Skeleton width="30%" />
      </SkeletonGroup>
    </Card>
  );
}
