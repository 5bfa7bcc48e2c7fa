import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { trainingListKey } from '../shared/trainingKeys';
import { NewRequestForm } from './NewRequestForm';
import { NoSupervisor } from './NoSupervisor';
import { RequestLists } from './RequestLists';

/**
 * /my-team/training-request: anyone signed in asks their supervisor for a course of the
 * company, an event or an external training; supervisors decide their team's here too. The
 * form's state is in the address (`?new=1`), so a reload keeps it open.
 */
export function TrainingRequestsPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.trainingRequests.title');
  useHead(title);
  const load = useApi(trainingListKey);
  const list = load.data;
  const [params, setParams] = useSearchParams();
  // The API's refusal for want of a supervisor (removed since the page loaded).
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const canAsk = Boolean(list?.supervisor) && refusal === null;
  const isAsking = canAsk && params.get('new') === '1';
  // Opened by the button, focus goes into the form; opened by a reload, it stays at the top.
  const [openedHere, setOpenedHere] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(isAsking);
  useEffect(() => {
    // A closed form hands focus back to the button that opens it.
    if (wasAsking.current && !isAsking) askButton.current?.focus();
    wasAsking.current = isAsking;
  }, [isAsking]);

  const closeForm = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  const refuse = (message: string) => {
    setRefusal(message);
    closeForm();
    load.retry();
  };

  let body;
  if (!list)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('trainingRequests.list.error'), description: t('loadError.network') }}
        loadingLabel={t('trainingRequests.list.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else
    body = (
      <>
        {refusal ? (
          <NoSupervisor message={refusal} ref={refusalRef} />
        ) : (
          !list.supervisor && <NoSupervisor />
        )}
        {isAsking && list.supervisor && (
          <PageSection
            title={t('trainingRequests.form.title')}
            description={t('trainingRequests.form.lead', { name: list.supervisor.name })}
          >
            <NewRequestForm
              supervisor={list.supervisor}
              onDone={closeForm}
              onNoSupervisor={refuse}
              focusOnOpen={openedHere}
            />
          </PageSection>
        )}
        <RequestLists list={list} />
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={t('trainingRequests.list.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
        actions={
          canAsk &&
          !isAsking && (
            <Button
              ref={askButton}
              onClick={() => {
                setOpenedHere(true);
                setParams({ new: '1' });
              }}
            >
              {t('trainingRequests.list.ask')}
            </Button>
          )
        }
      />
      {body}
    </>
  );
}
