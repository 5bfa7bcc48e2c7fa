import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Callout, Card, EmptyState, PageSection, Skeleton } from '@ajar/ui';
import type { PsychotestAttempt, PsychotestOverview } from '@ajar/api/contract';
import type { PsychotestId } from '@ajar/api/contract/psychotest-rules';
import type { ApiState } from '../../../shared/data/useApi';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PsychotestConsent } from './PsychotestConsent';
import { PsychotestTaking } from './PsychotestTaking';
import { attemptKey, withOpenAttempt } from './psychotestsApi';
import { usePsychotestFormats } from './usePsychotestFormats';
import type { usePsychotestView } from './usePsychotestView';

type Show = ReturnType<typeof usePsychotestView>['show'];

/**
 * `?take=<test>`: the consent before a new attempt, the open attempt's statements, or the day
 * the test opens again.
 */
export function PsychotestTakeView({
  instrument,
  overview,
  show,
}: {
  instrument: PsychotestId;
  overview: ApiState<PsychotestOverview> & { data: PsychotestOverview };
  show: Show;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = usePsychotestFormats();
  const { mutate } = useSWRConfig();
  // Started here, the consent's button gone: focus goes to the first page of statements.
  const [isJustStarted, setIsJustStarted] = useState(false);
  const test = overview.data.tests.find((item) => item.id === instrument);
  const back = (
    <AppLink to="/my-psychotests" isStandalone>
      {t('psychotests.back')}
    </AppLink>
  );

  if (!test)
    return (
      <EmptyState
        headingLevel={2}
        title={t('psychotests.take.unknownTitle')}
        description={t('psychotests.take.unknown')}
        action={back}
      />
    );

  function started(attempt: PsychotestAttempt) {
    setIsJustStarted(true);
    void mutate(attemptKey(attempt.id), attempt, { revalidate: false });
    void overview.mutate((current) => withOpenAttempt(current, attempt), { revalidate: false });
  }

  let body;
  if (test.openAttempt)
    body = (
      <OpenAttempt
        attemptId={test.openAttempt.id}
        isJustStarted={isJustStarted}
        onSubmitted={(attempt) => {
          void mutate(attemptKey(attempt.id), attempt, { revalidate: false });
          // The card, its next date and the history change with a finished test.
          overview.retry();
          show({ kind: 'result', attemptId: attempt.id }, { replace: true });
        }}
        show={show}
      />
    );
  else if (test.nextAvailableAt)
    body = (
      <Callout
        tone="info"
        headingLevel={3}
        title={t('psychotests.tests.blocked', { date: format.day(test.nextAvailableAt) })}
        actions={back}
      >
        <p>{t('psychotests.take.blocked', { count: test.retakeDays })}</p>
      </Callout>
    );
  else
    body = (
      <PsychotestConsent
        test={test}
        supervisor={overview.data.supervisor}
        onStarted={started}
        onTooSoon={overview.retry}
      />
    );

  return (
    <PageSection title={pick(test.title)}>
      {body}
      {!test.openAttempt && !test.nextAvailableAt && back}
    </PageSection>
  );
}

/** The open attempt, read (or found in the cache just after it was started). */
function OpenAttempt({
  attemptId,
  isJustStarted,
  onSubmitted,
  show,
}: {
  attemptId: number;
  isJustStarted: boolean;
  onSubmitted: (attempt: PsychotestAttempt) => void;
  show: Show;
}) {
  const { t } = useTranslation();
  const load = useApi(attemptKey(attemptId));
  const { data } = load;
  const isDone = data?.status === 'done';

  useEffect(() => {
    // Finished meanwhile (another device): its result, not its statements.
    if (isDone) show({ kind: 'result', attemptId }, { replace: true });
  }, [isDone, attemptId, show]);

  if (!data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('psychotests.take.error'), description: t('loadError.network') }}
        loadingLabel={t('psychotests.take.loading')}
      >
        <Card>
          <Skeleton lines={6} />
        </Card>
      </LoadPending>
    );
  if (isDone) return null;
  return (
    <PsychotestTaking
      attempt={data}
      isJustStarted={isJustStarted}
      onReread={() => void load.mutate()}
      onSubmitted={onSubmitted}
    />
  );
}
