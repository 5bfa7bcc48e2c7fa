import { Svg, type IconProps } from './Svg';

/* 16-unit icons of small controls: paging, dismissing, menus. Drawn here once, so the same
   control shows the same icon wherever it is. */

/** Previous: a page, a month. */
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg grid={16} strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" {...props}>
    <path d="M10 3L5 8l5 5" />
  </Svg>
);

/** Next: a page, a month. */
export const ChevronRightSmallIcon = (props: IconProps) => (
  <Svg grid={16} strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" {...props}>
    <path d="M6 3l5 5-5 5" />
  </Svg>
);

/** Dismiss: close a dialog or drawer, remove a tag. */
export const DismissIcon = (props: IconProps) => (
  <Svg grid={16} strokeWidth={2} {...props}>
    <path d="M3 3l10 10M13 3L3 13" />
  </Svg>
);

/** Open the navigation menu. */
export const MenuIcon = (props: IconProps) => (
  <Svg grid={16} strokeWidth={1.5} {...props}>
    <path d="M2 4h12M2 8h12M2 12h12" />
  </Svg>
);

/** More items hidden here (a collapsed breadcrumb). */
export const MoreIcon = (props: IconProps) => (
  <Svg grid={24} fill="currentColor" stroke="none" {...props}>
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </Svg>
);

/** Notifications: the header's bell. */
export const BellIcon = (props: IconProps) => (
  <Svg grid={24} strokeWidth={2} {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21h4" />
  </Svg>
);
