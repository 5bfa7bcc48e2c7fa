import type { Ref } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Select, Skeleton } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { upcomingEventsKey } from '../shared/trainingKeys';
import { useTrainingFormats } from '../shared/useTrainingFormats';
import type { NewRequestValues } from './newRequestSchema';

interface EventChoiceProps {
  form: FormikProps<NewRequestValues>;
  ref: Ref<HTMLSelectElement>;
}

/** One of the company's events not over yet, soonest first, each with its day. */
export function EventChoice({ form, ref }: EventChoiceProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTrainingFormats();
  const load = useApi(upcomingEventsKey);
  const events = load.data?.items;

  if (!events)
    return (
      <LoadPending
        load={load}
        error={{
          title: t('trainingRequests.form.eventsError'),
          description: t('loadError.network'),
        }}
        loadingLabel={t('trainingRequests.form.eventsLoading')}
      >
        <Skeleton lines={1} />
      </LoadPending>
    );
  return (
    <Select
      ref={ref}
      label={t('trainingRequests.form.eventLabel')}
      hint={events.length === 0 ? t('trainingRequests.form.noEvents') : undefined}
      placeholder={t('trainingRequests.form.eventPlaceholder')}
      isRequired
      options={events.map((event) => ({
        value: String(event.id),
        label: t('trainingRequests.form.eventOption', {
          title: pick(event.title),
          date: format.day(event.startsAt),
        }),
      }))}
      {...fieldProps(form, 'eventId')}
    />
  );
}
