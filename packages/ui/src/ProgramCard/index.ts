export { ProgramCard } from './ProgramCard';
export type { ProgramCardClass, ProgramCardProps } from './ProgramCard';
export { ProgramCardSkeleton } from './ProgramCardSkeleton';
export type { ProgramCardSkeletonProps } from './ProgramCardSkeleton';
