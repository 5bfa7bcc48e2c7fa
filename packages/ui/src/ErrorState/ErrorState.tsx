import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button';
import { Action, Description, Icon, Root, Title } from '../internal/state';
import type { StateHeadingLevel } from '../EmptyState';
import { useUiMessages } from '../messages';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> {
  /**
   * What went wrong, in the user's terms.
   * @default built-in "Terjadi kesalahan" / "Something went wrong"
   */
  title?: ReactNode;
  /** What the user can do, e.g. check the connection. */
  description?: ReactNode;
  /** Icon or illustration above the title; decorative. */
  icon?: ReactNode;
  /** Called by the retry button; without it there is no retry button. */
  onRetry?: () => void;
  /**
   * Text of the retry button.
   * @default built-in "Coba lagi" / "Try again"
   */
  retryLabel?: string;
  /**
   * Shows the retry button as loading (Button `isLoading`): presses are ignored, focus stays.
   * @default false
   */
  isRetrying?: boolean;
  /** Other actions next to the retry button, e.g. a link back. */
  action?: ReactNode;
  /**
   * Heading level of `title`.
   * @default 2
   */
  headingLevel?: StateHeadingLevel;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** A failed load or action, announced as an alert, with a way to try again. */
export function ErrorState({
  title,
  description,
  icon,
  onRetry,
  retryLabel,
  isRetrying = false,
  action,
  headingLevel = 2,
  ...rest
}: ErrorStateProps) {
  const { messages } = useUiMessages();
  return (
    <Root role="alert" {...rest}>
      {icon && <Icon>{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title ?? messages.errorStateTitle}</Title>
      {description && <Description>{description}</Description>}
      {(onRetry || action) && (
        <Action>
          {onRetry && (
            <Button isLoading={isRetrying} onClick={onRetry}>
              {retryLabel ?? messages.errorStateRetry}
            </Button>
          )}
          {action}
        </Action>
      )}
    </Root>
  );
}
