export { ClassCard } from './ClassCard';
export type { ClassCardProps } from './ClassCard';
export { ClassCardSkeleton } from './ClassCardSkeleton';
export type { ClassCardSkeletonProps } from './ClassCardSkeleton';
export { ClassDates } from './ClassDates';
export type { ClassDatesProps } from './ClassDates';
export type { ClassDatesLength } from './classDates';
export type { ClassStatus } from './classStatus';
