import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSection, Table, toast } from '@ajar/ui';
import type { GroupDetail } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { useFocusAfterRender } from './useFocusAfterRender';
import type { GroupWrites } from './useGroupWrites';

type Request = GroupDetail['requests'][number];

interface GroupRequestsProps {
  group: GroupDetail;
  writes: GroupWrites;
}

/**
 * People who asked to join, for a manager to let in or not. Once one is answered the section
 * stays for this visit, with the result said in its status line, so the announcement is not
 * lost with the last request.
 */
export function GroupRequests({ group, writes }: GroupRequestsProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const section = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [status, setStatus] = useState('');
  const [answering, setAnswering] = useState<{ id: number; accept: boolean } | null>(null);

  async function answer(request: Request, accept: boolean) {
    setAnswering({ id: request.id, accept });
    try {
      await writes.answer(request.id, accept);
      setStatus(
        t(accept ? 'groups.detail.requests.accepted' : 'groups.detail.requests.declined', {
          name: request.name,
        }),
      );
      // The row and its buttons are gone: the section (and its status) is where focus goes.
      focusAfterRender(() => section.current);
    } catch (e) {
      toast.warning(e instanceof ApiRequestError ? e.message : t('groups.detail.saveFailed'));
    } finally {
      setAnswering(null);
    }
  }

  // While an answer is saved the list may already be empty: the section (and the status line
  // about to speak) stays.
  if (group.requests.length === 0 && !status && answering === null) return null;
  const isBusy = (request: Request, accept: boolean) =>
    answering?.id === request.id && answering.accept === accept;

  return (
    <PageSection
      ref={section}
      tabIndex={-1}
      title={t('groups.detail.requests.title')}
      description={t('groups.detail.requests.lead')}
    >
      <Table
        caption={t('groups.detail.requests.caption')}
        isCaptionHidden
        narrowLayout="stack"
        rows={group.requests}
        getRowKey={(request) => request.id}
        emptyState={t('groups.detail.requests.none')}
        columns={[
          {
            key: 'name',
            header: t('groups.detail.members.name'),
            isRowHeader: true,
          },
          {
            key: 'requestedAt',
            header: t('groups.detail.requests.askedAt'),
            render: (request) => (
              <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>
            ),
          },
          {
            key: 'actions',
            header: t('groups.detail.members.actions'),
            render: (request) => (
              <>
                <Button
                  size="sm"
                  aria-label={t('groups.detail.requests.acceptFor', { name: request.name })}
                  isLoading={isBusy(request, true)}
                  loadingLabel={t('groups.detail.requests.accepting')}
                  disabled={answering !== null && !isBusy(request, true)}
                  onClick={() => void answer(request, true)}
                >
                  {t('groups.detail.requests.accept')}
                </Button>{' '}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('groups.detail.requests.declineFor', { name: request.name })}
                  isLoading={isBusy(request, false)}
                  loadingLabel={t('groups.detail.requests.declining')}
                  disabled={answering !== null && !isBusy(request, false)}
                  onClick={() => void answer(request, false)}
                >
                  {t('groups.detail.requests.decline')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <p role="status">{status}</p>
    </PageSection>
  );
}
