/**
 * The spec's interface constants that the ui kit and the theme share (docs/product/behaviour.md).
 * Domain rules (roles, content types, quiz kinds, limits, time windows) live in the API's
 * contract (`@ajar/api/contract/*`); how the app fetches, retries and debounces lives in the app.
 */

/** Tenant primary colour when none is stored (docs/product/behaviour.md). */
export const DEFAULT_PRIMARY_COLOR = '#FF4048';

/** Binary file size units, for upload limits and their labels. */
export const FILE_SIZE = {
  KB: 1024,
  MB: 1048576,
  GB: 1073741824,
} as const;

export const TOAST = {
  durationMs: 4500,
  /** A toast with an action stays longer: the action has to be read, reached and pressed. */
  actionDurationMs: 10000,
  widthPx: 400,
} as const;

/**
 * Popover and combobox list geometry. Plain values, not CSS custom properties: only the
 * components that use them carry them, so the token stylesheet every page loads (and the
 * first screen of `/`) does not grow. Offsets are px numbers for react-aria's positioning:
 * the gap to the trigger (as component.popoverOffset, 0.375rem) and the room kept to the
 * window's edge before a popover flips or shrinks.
 */
export const POPOVER = {
  offsetPx: 6,
  viewportPaddingPx: 12,
  /** A short note or a list of names, not a page. */
  maxWidth: '20rem',
  /** A combobox list scrolls past about seven options. */
  listMaxHeight: '18rem',
} as const;
