import type { HTMLAttributes, Ref } from 'react';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';

export interface EventCardSkeletonProps extends HTMLAttributes<HTMLElement> {
  /** Forwarded to the card. */
  ref?: Ref<HTMLElement>;
}

/**
 * The shape of an `EventCard` while it loads. Silent on its own: put a set of them in one
 * `SkeletonGroup`, which announces the loading once.
 */
export function EventCardSkeleton(props: EventCardSkeletonProps) {
  return (
    <Card aria-hidden="true" {...props}>
      <Skeleton width="30%" />
      <Skeleton lines={2} width="90%" />
      <Skeleton lines={3} width="60%" />
    </Card>
  );
}
