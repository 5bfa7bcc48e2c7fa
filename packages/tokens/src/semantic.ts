import { palette } from './primitives';

/**
 * Layer 2, semantic colours: what a colour is for. These are the fixed ones; the tenant's
 * `primary*` / `onPrimary*` colours are derived from its brand colour in theme.ts. Every
 * text colour here meets 4.5:1 on `surface` and on its own `*Subtle` background.
 */
export const fixedColors = {
  surface: palette.white,
  surfaceSunken: palette.grey100,
  surfaceInverse: palette.grey900,
  onSurfaceInverse: palette.white,
  text: palette.grey900,
  textMuted: palette.grey600,
  border: palette.grey300,
  borderStrong: palette.grey500,
  success: palette.green600,
  successSubtle: palette.green100,
  warning: palette.amber600,
  warningSubtle: palette.amber100,
  danger: palette.red600,
  dangerSubtle: palette.red100,
  info: palette.blue600,
  infoSubtle: palette.blue100,
  focusRing: palette.blue600,
  /**
   * What the learner chose (a quiz answer, an answered question in the navigator): never the
   * brand colour, which for a red or green tenant would read as wrong or right.
   */
  selected: palette.blue600,
  selectedSubtle: palette.blue100,
  onSelectedSubtle: palette.grey900,
  answered: palette.blue600,
  answeredSubtle: palette.blue100,
  /** The signed-in person's own row or card (leaderboards, member lists): not an error tint. */
  currentUser: palette.violet600,
  currentUserSubtle: palette.violet100,
  overlay: 'rgba(0, 0, 0, 0.45)',
  /** Progress at 0: nothing done yet. */
  progressEmpty: palette.grey500,
  /** Progress below the pass threshold. */
  progressFail: palette.red600,
  /** Progress at or above the pass threshold. */
  progressPass: palette.green600,
  progressTrack: palette.grey200,
} as const;

export type FixedColor = keyof typeof fixedColors;
