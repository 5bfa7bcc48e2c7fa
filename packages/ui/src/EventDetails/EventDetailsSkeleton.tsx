import type { HTMLAttributes, Ref } from 'react';
import { space } from '@ajar/tokens';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { About, Frame, Panel, Root } from './EventDetails.styles';

export interface EventDetailsSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * What screen readers hear while the event loads.
   * @default built-in "Memuat…" / "Loading…"
   */
  label?: string;
  /** Forwarded to the loading region. */
  ref?: Ref<HTMLDivElement>;
}

/** The shape of an event's page while it loads, announced once. */
export function EventDetailsSkeleton({ label, ...rest }: EventDetailsSkeletonProps) {
  return (
    <Frame>
      <SkeletonGroup label={label} {...rest}>
        <Root aria-hidden="true">
          <Panel as="div">
            <Skeleton width="50%" />
            <Skeleton lines={4} width="80%" />
            <Skeleton variant="rect" height={space[10]} />
          </Panel>
          <About as="div">
            <Skeleton width="40%" />
            <Skeleton lines={5} />
          </About>
        </Root>
      </SkeletonGroup>
    </Frame>
  );
}
