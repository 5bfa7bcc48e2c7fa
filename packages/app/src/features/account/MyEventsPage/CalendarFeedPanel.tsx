import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@ajar/api/contract';
import { Button, Dialog, FormError, PageSection, TextField, toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import type { ApiState } from '../../../shared/data/useApi';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';

interface Props {
  feed: ApiState<CalendarFeed>;
}

/**
 * My private feed of the events I registered for, to paste into a calendar app. Anyone with
 * the address can read it, so it can be replaced (the old one stops working) after a
 * confirmation.
 */
export function CalendarFeedPanel({ feed }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Calendar apps need the whole address, not the API's path.
  const address = feed.data ? new URL(feed.data.registeredUrl, window.location.origin).href : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('myEvents.feed.copied'));
    } catch {
      toast.warning(t('myEvents.feed.copyFailed'));
    }
  }

  async function renew() {
    setBusy(true);
    setError(null);
    try {
      await feed.mutate(await apiRequest('post', '/calendar-feed'), { revalidate: false });
      setOpen(false);
      toast.success(t('myEvents.feed.renewed'));
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('myEvents.feed.renewFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection title={t('myEvents.feed.title')} description={t('myEvents.feed.lead')}>
      {feed.error ? (
        <LoadErrorState
          error={feed.error}
          headingLevel={3}
          title={t('myEvents.feed.error')}
          description={t('myEvents.errorHint')}
          onRetry={feed.retry}
          isRetrying={feed.isValidating}
        />
      ) : (
        <>
          <TextField label={t('myEvents.feed.label')} value={address} readOnly />
          <div>
            <Button size="sm" onClick={() => void copy()} disabled={!feed.data}>
              {t('myEvents.feed.copy')}
            </Button>{' '}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen(true)}
              disabled={!feed.data}
            >
              {t('myEvents.feed.renew')}
            </Button>
          </div>
        </>
      )}
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('myEvents.feed.renewTitle')}
        description={t('myEvents.feed.renewBody')}
        size="sm"
        initialFocusRef={keep}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={() => setOpen(false)}>
              {t('myEvents.keep')}
            </Button>
            <Button
              variant="danger"
              isLoading={isBusy}
              loadingLabel={t('myEvents.feed.renewing')}
              onClick={() => void renew()}
            >
              {t('myEvents.feed.renewConfirm')}
            </Button>
          </>
        }
      >
        <FormError errors={error ? [{ message: error }] : []} />
      </Dialog>
    </PageSection>
  );
}
