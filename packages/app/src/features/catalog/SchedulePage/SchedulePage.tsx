import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, EventAgenda, Link, PageHeader } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { useSession } from '../../../session';
import { routerLink } from '../../../shared/shell/routerLink';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { groupByDay, monthOrCurrent, schedulePath, shiftMonth } from './month';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { apiPath } from '../../../api';

/** A visitor's feed: the public events of this site's company, without meeting links. */
const PUBLIC_ICS_PATH = apiPath('/schedule.ics');
const HINT_ID = 'schedule-ics-hint';

/** A month of events by day (?month=YYYY-MM), and the calendar feed to subscribe to. */
export function SchedulePage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const eventTime = useEventTime();
  // Taken once: which day is today does not change under the reader's eyes.
  const [now] = useState(Date.now);
  const [params, setParams] = useSearchParams();
  const month = monthOrCurrent(params.get('month'), now);
  const { data, error, isLoading, isValidating, retry } = useApi(schedulePath(month));
  useHead(t('pages.schedule.title'));
  // Calendar apps fetch the feed without signing in, so a signed-in person subscribes to
  // their own feed address: their company's events and the links of events they joined.
  const isSignedIn = useSession() !== null;
  const feed = useApi(isSignedIn ? apiPath('/calendar-feed') : null);
  const icsPath = isSignedIn ? feed.data?.url : PUBLIC_ICS_PATH;

  const go = (delta: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('month', shiftMonth(month, delta));
      return next;
    });

  return (
    <>
      <PageHeader title={t('pages.schedule.title')} description={t('schedule.lead')} />
      <EventAgenda
        month={month}
        days={
          data
            ? groupByDay(data.items, month, now, {
                title: (event) => pick(event.title),
                time: (event) => eventTime(event, 'time'),
              })
            : []
        }
        onPreviousMonth={() => go(-1)}
        onNextMonth={() => go(1)}
        previousLabel={t('schedule.previous')}
        nextLabel={t('schedule.next')}
        todayLabel={t('schedule.today')}
        isLoading={isLoading}
        loadingLabel={t('schedule.loading')}
        renderLink={routerLink}
        empty={
          <EmptyState
            headingLevel={3}
            title={t('schedule.empty')}
            description={t('schedule.emptyHint')}
          />
        }
        error={
          error && (
            <LoadErrorState
              error={error}
              headingLevel={3}
              title={t('schedule.error')}
              description={t('events.errorHint')}
              onRetry={retry}
              isRetrying={isValidating}
            />
          )
        }
      />
      {icsPath && (
        <>
          <p>
            <Link
              href={icsPath}
              download="ajar-schedule.ics"
              aria-describedby={HINT_ID}
              isStandalone
            >
              {t('schedule.subscribe')}
            </Link>
          </p>
          <p id={HINT_ID}>
            {t(isSignedIn ? 'schedule.subscribePersonalHint' : 'schedule.subscribeHint')}
          </p>
        </>
      )}
    </>
  );
}
