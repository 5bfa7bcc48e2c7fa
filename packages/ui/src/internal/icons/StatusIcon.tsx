import { color } from '@ajar/tokens';
import type { CourseContentStatus } from '../../CourseOutline/CourseOutline';
import { Svg, type IconProps } from './Svg';

/** The 20-unit (1.75 stroke) icons of the course outline. */
function Icon20({ children, ...rest }: IconProps) {
  return (
    <Svg grid={20} strokeWidth={1.75} {...rest}>
      {children}
    </Svg>
  );
}

/** A distinct shape per status, so it never relies on colour; the text says it too. */
export function StatusIcon({ status }: { status: CourseContentStatus }) {
  switch (status) {
    case 'locked':
      return (
        <Icon20>
          <rect x="4.5" y="9" width="11" height="8" rx="1.5" />
          <path d="M7 9V6.5a3 3 0 016 0V9" />
        </Icon20>
      );
    case 'available':
      return (
        <Icon20>
          <circle cx="10" cy="10" r="7" />
        </Icon20>
      );
    case 'inProgress':
      return (
        <Icon20>
          <circle cx="10" cy="10" r="7" />
          <path d="M10 3a7 7 0 010 14z" fill="currentColor" />
        </Icon20>
      );
    case 'done':
      return (
        <Icon20>
          <circle cx="10" cy="10" r="7.5" fill="currentColor" stroke="none" />
          <path d="M6.5 10.25l2.5 2.5 4.5-5" stroke={color.surface} />
        </Icon20>
      );
  }
}

/** A right-pointing chevron of the outline's section toggles. */
export function ChevronRightIcon() {
  return (
    <Icon20>
      <path d="M7 4.5l5.5 5.5L7 15.5" />
    </Icon20>
  );
}
