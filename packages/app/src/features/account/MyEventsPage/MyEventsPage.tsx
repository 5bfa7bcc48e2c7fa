import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs } from '@ajar/ui';
import type { MyEventTab } from '@ajar/api/contract';
import { apiPath } from '../../../api';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { MyEventList } from './MyEventList';
import { useMyEventsTab } from './useMyEvents';

/** The events I registered for, by tab, and my private calendar feed. */
export function MyEventsPage() {
  const { t } = useTranslation();
  const state = useMyEventsTab();
  // One read for both: the feed panel shows it, and each card's "add to calendar" uses it.
  const feed = useApi(apiPath('/calendar-feed'));
  useHead(t('pages.myEvents.title'));

  const panel = (tab: MyEventTab) =>
    state.tab === tab && <MyEventList {...state} feedUrl={feed.data?.url} />;

  return (
    <>
      <PageHeader title={t('pages.myEvents.title')} description={t('myEvents.lead')} />
      <Tabs
        label={t('myEvents.tabsLabel')}
        value={state.tab}
        onChange={(value) => state.update({ tab: value as MyEventTab })}
        items={(['upcoming', 'past', 'cancelled'] as const).map((tab) => ({
          value: tab,
          label: t(`myEvents.tab.${tab}`),
          content: panel(tab),
        }))}
      />
      <CalendarFeedPanel feed={feed} />
    </>
  );
}
