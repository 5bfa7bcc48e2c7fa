import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Action, Description, Icon, Root, Title } from '../internal/state';

export type StateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is empty, e.g. "Belum ada kursus". */
  title: ReactNode;
  /** What to do about it, one or two sentences. */
  description?: ReactNode;
  /** Icon or illustration above the title; decorative (give SVGs `aria-hidden`). */
  icon?: ReactNode;
  /** The next step, usually a Button or a link. */
  action?: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 2
   */
  headingLevel?: StateHeadingLevel;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** Shown where a list or page has nothing yet, with what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  ...rest
}: EmptyStateProps) {
  return (
    <Root {...rest}>
      {icon && <Icon>{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
