import type { ReactNode } from 'react';
import { SkeletonGroup } from '@ajar/ui';
import { LoadErrorState } from './LoadErrorState';

interface LoadPendingProps {
  /** What `useApi` answered so far: its error, its retry and whether it is fetching again. */
  load: { error: unknown; retry: () => void; isValidating: boolean };
  /** The failed load's title and the hint shown when the connection is the likely cause. */
  error: { title: string; description: string };
  /** What a screen reader hears while the placeholders show. */
  loadingLabel: string;
  /** Placeholders shaped like the content to come. */
  children: ReactNode;
}

/** A list or page whose data has not arrived: why it failed, or placeholders while it loads. */
export function LoadPending({ load, error, loadingLabel, children }: LoadPendingProps) {
  if (load.error)
    return (
      <LoadErrorState
        error={load.error}
        title={error.title}
        description={error.description}
        onRetry={load.retry}
        isRetrying={load.isValidating}
      />
    );
  return <SkeletonGroup label={loadingLabel}>{children}</SkeletonGroup>;
}
