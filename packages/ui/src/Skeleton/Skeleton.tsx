import type { HTMLAttributes, Ref } from 'react';
import { Block, Lines } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Shape: lines of text, a block (image, card) or a circle (avatar).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of text lines (text only); the last of several is shorter.
   * @default 1
   */
  lines?: number;
  /** Width as a CSS length, e.g. `'40%'` or a component token. */
  width?: string;
  /** Height as a CSS length, for `rect` and `circle` (a circle takes `width` when unset). */
  height?: string;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: wrap a set of
 * them in `SkeletonGroup`, which announces the loading once.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  style,
  ...rest
}: SkeletonProps) {
  // A circle stays round when only one side is given.
  const side = variant === 'circle' ? (height ?? width) : height;
  const size = {
    width: variant === 'circle' ? (width ?? height) : width,
    height: variant === 'text' ? undefined : side,
    ...style,
  };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" style={size} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} $variant="text" />
        ))}
      </Lines>
    );
  }
  return <Block aria-hidden="true" $variant={variant} style={size} {...rest} />;
}
