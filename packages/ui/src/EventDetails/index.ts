export { EventDetails } from './EventDetails';
export type { EventDetailsFact, EventDetailsProps } from './EventDetails';
export { EventDetailsSkeleton } from './EventDetailsSkeleton';
export type { EventDetailsSkeletonProps } from './EventDetailsSkeleton';
