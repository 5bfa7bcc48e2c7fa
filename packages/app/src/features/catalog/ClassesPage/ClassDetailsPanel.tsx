import { useTranslation } from 'react-i18next';
import { ClassDates, EventDetails, type EventDetailsFact } from '@ajar/ui';
import type { ClassDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { ClassAction } from './ClassAction';

/** A class's description and its facts: days, how and where, trainer, seats, and what to do. */
export function ClassDetailsPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const facts: EventDetailsFact[] = [
    ...(detail.trainer
      ? [
          {
            label: t('classes.class.trainer'),
            value: detail.trainer.name,
            icon: 'trainer' as const,
          },
        ]
      : []),
    {
      label: t('classes.class.seats'),
      icon: 'people',
      value: t('classes.class.seatsValue', {
        count: detail.memberCount,
        capacity: detail.capacity,
      }),
    },
  ];
  return (
    <EventDetails
      detailsTitle={t('classes.class.details')}
      aboutTitle={t('classes.class.about')}
      about={pick(detail.description)}
      schedule={<ClassDates startsOn={detail.startsOn} endsOn={detail.endsOn} length="long" />}
      mode={detail.mode}
      location={detail.location ?? undefined}
      facts={facts}
      status={detail.status === 'finished' ? 'past' : detail.status}
      action={<ClassAction detail={detail} />}
    />
  );
}
