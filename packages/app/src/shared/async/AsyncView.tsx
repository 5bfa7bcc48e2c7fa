import { Fragment, type ReactNode } from 'react';
import { EmptyState, type StateHeadingLevel } from '@ajar/ui';
import { LoadErrorState } from '../shell/LoadErrorState';

export interface AsyncViewProps<T> {
  /** What `useApi` answered. */
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  retry: () => void;
  /** Whether the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** Placeholders in the content's shape. */
  skeleton: ReactNode;
  errorTitle: string;
  errorDescription?: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Heading level of the empty and error titles, to fit the page outline. */
  headingLevel: StateHeadingLevel;
  children: (data: T) => ReactNode;
}

/**
 * One list's loading, error, empty and loaded states, so every section of a page fails on
 * its own. Data already shown stays when a later refresh fails.
 */
export function AsyncView<T>({
  data,
  error,
  isLoading,
  isValidating,
  retry,
  isEmpty,
  skeleton,
  errorTitle,
  errorDescription,
  emptyTitle,
  emptyDescription,
  headingLevel,
  children,
}: AsyncViewProps<T>) {
  if (data === undefined && error)
    return (
      <LoadErrorState
        error={error}
        headingLevel={headingLevel}
        title={errorTitle}
        description={errorDescription}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  // Distinct keys: React must not reuse a placeholder's node for a loaded item (a reused node
  // that moves counts as a layout shift).
  if (data === undefined || isLoading) return <Fragment key="loading">{skeleton}</Fragment>;
  if (isEmpty(data))
    return (
      <EmptyState headingLevel={headingLevel} title={emptyTitle} description={emptyDescription} />
    );
  return <Fragment key="loaded">{children(data)}</Fragment>;
}
