import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every kit icon: a square `grid`-unit stroke drawing in `currentColor`,
 * decorative (hidden from assistive technology; the text next to it carries the meaning).
 */
export function Svg({ grid, children, ...rest }: IconProps & { grid: 16 | 20 | 24 }) {
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A 16-unit icon (1.5 stroke): the small meta icons of cards and posts. */
export function Icon16({ children, ...rest }: IconProps) {
  return (
    <Svg grid={16} strokeWidth={1.5} {...rest}>
      {children}
    </Svg>
  );
}

/** A 24-unit icon (2 stroke): the icons of controls, fields and the quiz. */
export function Icon24({ children, ...rest }: IconProps) {
  return (
    <Svg grid={24} strokeWidth={2} {...rest}>
      {children}
    </Svg>
  );
}
