import { palette, radius, space } from '../primitives';

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
  /** Header row of a Disclosure or Accordion section: a 44 px target. */
  disclosureTriggerMinHeight: '2.75rem',
  /** Numbered circle of a Stepper step. */
  stepperMarkerSize: '2rem',
  /** Side of one day of a CalendarHeatmap. */
  heatmapCellSize: '0.875rem',
  /**
   * CalendarHeatmap levels 1-4: one fixed sequential teal, light to dark, so more activity
   * reads as darker for every tenant and never as the brand, danger or success.
   */
  heatmapLevel1: palette.teal100,
  heatmapLevel2: palette.teal300,
  heatmapLevel3: palette.teal500,
  heatmapLevel4: palette.teal800,
  /** A Sparkline's size: a word or two wide, a line of text tall. */
  sparklineWidth: '6rem',
  sparklineHeight: '1.5rem',
  /** The medal circle of an AchievementBadge. */
  achievementMedalSize: '3.5rem',
  /**
   * An earned medal: fixed amber on its pale tint (palette.amber600 on amber100, 5.3:1), the
   * same for every tenant, so earning never borrows the brand or success colour.
   */
  achievementEarnedFill: palette.amber100,
  achievementEarnedInk: palette.amber600,
} as const;
