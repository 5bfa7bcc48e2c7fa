import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledBadge } from './Badge.styles';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Meaning of the status; the text itself must say it too (never colour alone).
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** Optional icon before the text, decorative (give it `aria-hidden`). */
  icon?: ReactNode;
  /** The status in words, e.g. "Lulus". */
  children: ReactNode;
  /** Forwarded to the `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/** A short status pill: "Wajib", "Lulus", "Terlambat". */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {icon}
      {children}
    </StyledBadge>
  );
}
