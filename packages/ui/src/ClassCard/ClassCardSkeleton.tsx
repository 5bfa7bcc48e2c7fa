import type { HTMLAttributes, Ref } from 'react';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';

export interface ClassCardSkeletonProps extends HTMLAttributes<HTMLElement> {
  /** Forwarded to the card. */
  ref?: Ref<HTMLElement>;
}

/**
 * The shape of a `ClassCard` while it loads. Silent on its own: put a set of them in one
 * `SkeletonGroup`, which announces the loading once.
 */
export function ClassCardSkeleton(props: ClassCardSkeletonProps) {
  return (
    <Card aria-hidden="true" {...props}>
      <Skeleton width="50%" />
      <Skeleton width="30%" />
      <Skeleton lines={4} width="70%" />
    </Card>
  );
}
