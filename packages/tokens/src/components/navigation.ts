/**
 * Component tokens of the navigation group (see ../component.ts).
 *
 * Durations point at the `--ajar-duration-*` custom properties rather than their values, so
 * they drop to 0 with the reduced-motion rule in css.ts like every other duration.
 */
export const navigationTokens = {
  /** Link: the gap under the text to its underline, and the "opens in new tab" icon. */
  linkUnderlineOffset: '0.2em',
  linkIconSize: '0.85em',
  /** One sweep of the indeterminate route progress bar, and the share of the track it fills. */
  routeProgressCycle: 'calc(var(--ajar-duration-slow) * 4)',
  routeProgressSegment: '40%',
  loadingScreenMinHeight: '12rem',
  loadingScreenSpinnerSize: '2.5rem',
  breadcrumbSeparatorSize: '0.4em',
  /**
   * Smallest side of a link or button set apart from running text (footer links, breadcrumb
   * links, a table's links): WCAG 2.2's 2.5.8 target size minimum, 24 x 24 CSS px.
   */
  targetMinSize: '1.5rem',
} as const;
