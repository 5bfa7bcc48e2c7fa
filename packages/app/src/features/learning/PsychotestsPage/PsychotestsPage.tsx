import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PsychotestOverviewView } from './PsychotestOverviewView';
import { PsychotestResultView } from './PsychotestResultView';
import { psychotestsKey } from './psychotestsApi';
import { PsychotestTakeView } from './PsychotestTakeView';
import { usePsychotestView, type PsychotestView } from './usePsychotestView';

const viewKey = (view: PsychotestView) =>
  view.kind === 'take'
    ? `take:${view.instrument}`
    : view.kind === 'result'
      ? `result:${view.attemptId}`
      : 'overview';

/**
 * /my-psychotests: the self-reflection questionnaires (Big Five, RIASEC) with where I stand
 * with each and my past results; the consent, the statements ten at a time and the result,
 * each kept in the address (`?take=big-five`, `?result=12`).
 */
export function PsychotestsPage() {
  const { t } = useTranslation();
  const title = t('pages.myPsychotests.title');
  useHead(title);
  const { view, show } = usePsychotestView();
  const load = useApi(psychotestsKey);
  const { data } = load;
  useFocusOnViewChange(viewKey(view));

  let body;
  if (view.kind === 'result')
    // A result stands on its own read: a supervisor opens one shared with them.
    body = <PsychotestResultView attemptId={view.attemptId} overview={load} show={show} />;
  else if (data)
    body =
      view.kind === 'take' ? (
        <PsychotestTakeView instrument={view.instrument} overview={{ ...load, data }} show={show} />
      ) : (
        <PsychotestOverviewView overview={data} show={show} />
      );
  else
    body = (
      <LoadPending
        load={load}
        error={{ title: t('psychotests.error'), description: t('loadError.network') }}
        loadingLabel={t('psychotests.loading')}
      >
        <Card>
          <Skeleton lines={4} />
        </Card>
      </LoadPending>
    );

  return (
    <>
      <PageHeader title={title} description={t('psychotests.lead')} />
      {body}
    </>
  );
}

/**
 * Another view of the page (the consent, a result) arrives as a new page would: at the top,
 * with focus on the page's h1 (the router does this for a new path, not a new query).
 */
function useFocusOnViewChange(key: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [key]);
}
