import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Skeleton } from '@ajar/ui';
import type { PsychotestAttempt, PsychotestOverview } from '@ajar/api/contract';
import { useApi, type ApiState } from '../../../shared/data/useApi';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PsychotestResult } from './PsychotestResult';
import { attemptKey, withSharing } from './psychotestsApi';
import type { usePsychotestView } from './usePsychotestView';

/** `?result=<attempt>`: one result, mine or one shared with me, read on its own. */
export function PsychotestResultView({
  attemptId,
  overview,
  show,
}: {
  attemptId: number;
  /** My list: my supervisor's name for the sharing switch, and the history to keep in step. */
  overview: ApiState<PsychotestOverview>;
  show: ReturnType<typeof usePsychotestView>['show'];
}) {
  const { t } = useTranslation();
  const load = useApi(attemptKey(attemptId));
  const { data } = load;
  const back = (
    <AppLink to="/my-psychotests" isStandalone>
      {t('psychotests.back')}
    </AppLink>
  );

  if (!data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('psychotests.result.error'), description: t('loadError.network') }}
        loadingLabel={t('psychotests.result.loading')}
      >
        <Card>
          <Skeleton lines={6} />
        </Card>
      </LoadPending>
    );

  if (!data.result)
    return (
      <EmptyState
        headingLevel={2}
        title={t('psychotests.result.notReadyTitle')}
        description={t('psychotests.result.notReady')}
        action={
          data.status === 'open' && data.sharedBy === null ? (
            <Button onClick={() => show({ kind: 'take', instrument: data.instrument })}>
              {t('psychotests.result.continue')}
            </Button>
          ) : (
            back
          )
        }
      />
    );

  function shared(attempt: PsychotestAttempt) {
    void load.mutate(attempt, { revalidate: false });
    void overview.mutate((current) => withSharing(current, attempt), { revalidate: false });
  }

  return (
    <>
      <PsychotestResult
        attempt={data}
        result={data.result}
        supervisor={overview.data?.supervisor ?? null}
        onShared={shared}
      />
      {back}
    </>
  );
}
