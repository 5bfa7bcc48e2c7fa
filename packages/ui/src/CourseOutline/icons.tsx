import { color } from '@ajar/tokens';
import type { CourseContentStatus } from './CourseOutline';

const svgProps = {
  viewBox: '0 0 20 20',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A distinct shape per status, so it never relies on colour; the text says it too. */
export function StatusIcon({ status }: { status: CourseContentStatus }) {
  switch (status) {
    case 'locked':
      return (
        <svg {...svgProps}>
          <rect x="4.5" y="9" width="11" height="8" rx="1.5" />
          <path d="M7 9V6.5a3 3 0 016 0V9" />
        </svg>
      );
    case 'available':
      return (
        <svg {...svgProps}>
          <circle cx="10" cy="10" r="7" />
        </svg>
      );
    case 'inProgress':
      return (
        <svg {...svgProps}>
          <circle cx="10" cy="10" r="7" />
          <path d="M10 3a7 7 0 010 14z" fill="currentColor" />
        </svg>
      );
    case 'done':
      return (
        <svg {...svgProps}>
          <circle cx="10" cy="10" r="7.5" fill="currentColor" stroke="none" />
          <path d="M6.5 10.25l2.5 2.5 4.5-5" stroke={color.surface} />
        </svg>
      );
  }
}

export function Chevron() {
  return (
    <svg {...svgProps}>
      <path d="M7 4.5l5.5 5.5L7 15.5" />
    </svg>
  );
}
