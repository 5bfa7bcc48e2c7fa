import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiMessages } from '../messages';
import { Group } from './Skeleton.styles';
import { VisuallyHidden } from '../internal/a11y';

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The `Skeleton` shapes, laid out as the content will be. */
  children: ReactNode;
  /**
   * What screen readers hear while the placeholders show.
   * @default built-in "Memuat…" / "Loading…"
   */
  label?: string;
  /** Forwarded to the `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A loading region: placeholders for the eye, one status message for screen readers. */
export function SkeletonGroup({ children, label, ...rest }: SkeletonGroupProps) {
  const { messages } = useUiMessages();
  return (
    <Group role="status" {...rest}>
      <VisuallyHidden>{label ?? messages.skeletonLoading}</VisuallyHidden>
      {children}
    </Group>
  );
}
