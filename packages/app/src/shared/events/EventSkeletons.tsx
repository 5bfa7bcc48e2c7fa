import { CardGrid, EventCardSkeleton } from '@ajar/ui';

/** Placeholder event cards in the grid the cards will take. */
export function EventSkeletons({ count }: { count: number }) {
  return (
    <CardGrid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <EventCardSkeleton key={`loading-${index}`} />
      ))}
    </CardGrid>
  );
}
