import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Day, Days } from './EventAgenda.styles';

/** Three days' worth of placeholders while a month loads. */
export function AgendaSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Days as="div" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Day as="div" key={index}>
            <Skeleton width="40%" />
            <Skeleton lines={3} width="80%" />
          </Day>
        ))}
      </Days>
    </SkeletonGroup>
  );
}
