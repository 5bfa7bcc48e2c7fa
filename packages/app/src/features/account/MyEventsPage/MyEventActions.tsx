import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@ajar/ui';
import type { MyEvent } from '@ajar/api/contract';
import { JOIN_OPENS_MINUTES } from '@ajar/api/contract/durations';

interface MyEventActionsProps {
  item: MyEvent;
  /** The event's title in the reader's language, so each button names its event. */
  title: string;
  /** Ended, as the list judged it at one moment for every card. */
  isPast: boolean;
  /** My feed's address; a one-event download is that feed narrowed to the event. */
  feedUrl: string | undefined;
  onCancel: () => void;
}

const ATTENDANCE_TONE = { attended: 'success', absent: 'warning', unknown: 'neutral' } as const;

/** What I can do about one registration: join, add to my calendar, cancel; or its attendance. */
export function MyEventActions({ item, title, isPast, feedUrl, onCancel }: MyEventActionsProps) {
  const { t } = useTranslation();
  const { event } = item;
  if (item.cancelledAt !== null)
    return <Badge tone="neutral">{t('myEvents.cancelledBadge')}</Badge>;
  if (isPast)
    return (
      <Badge tone={ATTENDANCE_TONE[item.attendance]}>
        {t(`myEvents.attendance.${item.attendance}`)}
      </Badge>
    );

  return (
    <>
      {item.joinUrl ? (
        <Button href={item.joinUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('myEvents.join')}
        </Button>
      ) : (
        event.mode === 'online' && <p>{t('myEvents.joinOpens', { minutes: JOIN_OPENS_MINUTES })}</p>
      )}
      {feedUrl && (
        <Button
          variant="secondary"
          size="sm"
          href={`${feedUrl}&event=${event.id}`}
          download={`ajar-event-${event.id}.ics`}
          aria-label={t('myEvents.addToCalendarFor', { title })}
        >
          {t('myEvents.addToCalendar')}
        </Button>
      )}
      {item.canCancel && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onCancel}
          aria-label={t('myEvents.cancelFor', { title })}
        >
          {t('myEvents.cancel')}
        </Button>
      )}
    </>
  );
}
