/** Component tokens of the overlays group (see ../component.ts). */
export const overlaysTokens = {
  /** Dialog widths; the dialog never exceeds the viewport minus its margin. */
  dialogWidthSm: '24rem',
  dialogWidthMd: '32rem',
  dialogWidthLg: '48rem',
  /** Space kept between a dialog and the viewport edge. */
  dialogViewportMargin: '1rem',
  drawerWidth: '20rem',
  /** Square hit area of the built-in close buttons (above the 24px WCAG 2.5.8 minimum). */
  overlayCloseSize: '2.5rem',
  /** Thickness of the selected tab's edge. */
  tabsIndicatorWidth: '3px',
  menuMinWidth: '12rem',
  tooltipMaxWidth: '16rem',
  /** Gap between a tooltip or menu and its trigger. */
  popoverOffset: '0.375rem',
  /** Entry animation of dialogs and drawers; a duration token, so it stops under reduced motion. */
  overlayEnterDuration: 'var(--ajar-duration-normal)',
} as const;
