import { radius, space } from '../primitives';

/** Component tokens of the structure group (see ../component.ts). */
export const structureTokens = {
  cardPadding: space[4],
  cardRadius: radius.lg,
  avatarSizeSm: '2rem',
  avatarSizeMd: '2.5rem',
  avatarSizeLg: '3.5rem',
  tagRemoveSize: '1.5rem',
  skeletonTextHeight: '0.875rem',
  skeletonCircleSize: '2.5rem',
  skeletonRectHeight: '8rem',
  skeletonShimmerDuration: '1600ms',
  progressBarHeightSm: '0.25rem',
  progressRingSizeSm: '3rem',
  progressRingSizeMd: '4.5rem',
  emptyStateMaxWidth: '28rem',
  emptyStateIconSize: '4rem',
  paginationItemSize: '2.5rem',
  tableSortIconSize: '1rem',
  /** A stacking table narrower than this shows each row as a block of label-value lines. */
  tableStackWidth: '30rem',
  /** Narrowest column of a CardGrid before it drops to fewer columns. */
  cardGridMinColumnWidth: '16rem',
} as const;
