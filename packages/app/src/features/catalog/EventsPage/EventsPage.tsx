import { useTranslation } from 'react-i18next';
import { EventListToolbar, PageHeader, Select, Tabs } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { EventResults } from './EventResults';
import { useEventFilters, type EventModeFilter, type EventWhen } from './useEventFilters';

/** Events of the company: upcoming or past, online or on site, a page at a time. */
export function EventsPage() {
  const { t } = useTranslation();
  const filters = useEventFilters();
  const { when, mode, update } = filters;
  useHead(t('pages.events.title'));

  const panel = (
    <>
      <EventListToolbar>
        <Select
          label={t('events.modeLabel')}
          value={mode}
          onChange={(event) => update({ mode: event.target.value as EventModeFilter })}
          options={[
            { value: '', label: t('events.modeAll') },
            { value: 'online', label: t('events.online') },
            { value: 'offline', label: t('events.offline') },
          ]}
        />
      </EventListToolbar>
      <EventResults {...filters} />
    </>
  );

  return (
    <>
      <PageHeader title={t('pages.events.title')} description={t('events.lead')} />
      <Tabs
        label={t('events.whenLabel')}
        value={when}
        onChange={(value) => update({ when: value as EventWhen })}
        items={[
          {
            value: 'upcoming',
            label: t('events.upcoming'),
            content: when === 'upcoming' && panel,
          },
          { value: 'past', label: t('events.past'), content: when === 'past' && panel },
        ]}
      />
    </>
  );
}
