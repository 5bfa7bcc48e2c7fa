import type { HTMLAttributes, Ref } from 'react';
import { space } from '@ajar/tokens';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import { LoadingCover } from './ProgramCard.styles';

export interface ProgramCardSkeletonProps extends HTMLAttributes<HTMLElement> {
  /** Forwarded to the card. */
  ref?: Ref<HTMLElement>;
}

/**
 * The shape of a `ProgramCard` while it loads. Silent on its own: put a set of them in one
 * `SkeletonGroup`, which announces the loading once.
 */
export function ProgramCardSkeleton(props: ProgramCardSkeletonProps) {
  return (
    <Card
      aria-hidden="true"
      media={
        <LoadingCover>
          <Skeleton variant="rect" height="100%" style={{ borderRadius: 0 }} />
        </LoadingCover>
      }
      {...props}
    >
      <Skeleton width="70%" />
      <Skeleton lines={2} />
      <Skeleton width="30%" />
      <Skeleton variant="rect" height={space[16]} />
    </Card>
  );
}
