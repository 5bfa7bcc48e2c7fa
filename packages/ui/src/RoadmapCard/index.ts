export { RoadmapCard } from './RoadmapCard';
export type { RoadmapCardProps } from './RoadmapCard';
export { RoadmapCardSkeleton } from './RoadmapCardSkeleton';
export type { RoadmapCardSkeletonProps } from './RoadmapCardSkeleton';
