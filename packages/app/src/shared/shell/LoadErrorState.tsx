import { useTranslation } from 'react-i18next';
import { ErrorState, type ErrorStateProps } from '@ajar/ui';
import { errorKind, isRetryable } from '../data/errorKind';

interface LoadErrorStateProps extends Omit<ErrorStateProps, 'retryLabel'> {
  /** What the load failed with (`useApi`'s `error`). */
  error: unknown;
}

/**
 * A failed load, explained by why it failed: the page's own hint (usually "check your
 * connection") only when the connection is the likely cause; a refusal says the reader has no
 * access, a missing thing says so, a server fault says to try again later. Retry is offered
 * only where it can help.
 */
export function LoadErrorState({ error, description, onRetry, ...rest }: LoadErrorStateProps) {
  const { t } = useTranslation();
  const kind = errorKind(error);
  return (
    <ErrorState
      {...rest}
      description={
        kind === 'network' ? (description ?? t('loadError.network')) : t(`loadError.${kind}`)
      }
      onRetry={isRetryable(kind) ? onRetry : undefined}
      retryLabel={t('common.retry')}
    />
  );
}
