/**
 * Component tokens of the actions group (see ../component.ts).
 *
 * Durations point at the `--ajar-duration-*` custom properties rather than their values, so
 * they drop to 0 with the reduced-motion rule in css.ts like every other duration.
 */
export const actionsTokens = {
  /** Icon glyphs inside Button and IconButton follow the button's text size. */
  buttonIconSize: '1.25em',
  iconButtonIconSize: '1.25rem',
  /** The loading spinner: one turn, its size relative to the text around it. */
  spinnerSize: '1.25em',
  spinnerTurn: 'calc(var(--ajar-duration-slow) * 2)',
  toastIconSize: '1.5rem',
  toastEnterDuration: 'var(--ajar-duration-normal)',
  toastEnterOffset: '0.5rem',
} as const;
