export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { SkeletonGroup } from './SkeletonGroup';
export type { SkeletonGroupProps } from './SkeletonGroup';
