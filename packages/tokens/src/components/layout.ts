/**
 * Component tokens of the layout group (see ../component.ts). The shared layout sizes
 * (`layoutHeaderHeight`, `layoutSidebarWidth`, `layoutContentMaxWidth`, `documentMaxWidth`)
 * live in component.ts itself.
 */
export const layoutTokens = {
  /** Square hit area of the header's menu button on narrow screens. */
  layoutMenuButtonSize: '2.5rem',
  /** Thickness of the edge marking the current page in a vertical navigation. */
  layoutNavIndicatorWidth: '3px',
  /** Width of an icon in the member side navigation. */
  layoutNavIconSize: '1.25rem',
  /** The band of brand colour along the top of every layout's header. */
  layoutBrandBandHeight: '4px',
  /** Side of the tenant's square mark in the header. */
  brandMarkSize: '2rem',
  /** Theme studio: the colour field's narrowest width before the picker wraps under it. */
  studioFieldMinWidth: '14rem',
  /** Theme studio: drops the picker to the input's line, under the field's label. */
  studioPickerOffset: '1.75rem',
  /** Theme studio: the narrowest tenant card when several sit side by side. */
  studioCompareMinWidth: '13rem',
  /** Theme studio: exported code scrolls beyond this height. */
  studioCodeMaxHeight: '20rem',
} as const;
