export { EventCardSkeleton } from './EventCardSkeleton';
export type { EventCardSkeletonProps } from './EventCardSkeleton';
