import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import type { EventMode } from '../EventCard';
import { toDate, type DateInput } from '../internal/date/format';
import {
  ChevronLeftIcon,
  ChevronRightSmallIcon,
  OfflineIcon,
  OnlineIcon,
  PlaceIcon,
} from '../internal/icons';
import type { RenderLink } from '../internal/link';
import { useUiMessages } from '../messages';
import { AgendaSkeleton } from './AgendaSkeleton';
import { formatAgendaTime, formatDay, formatMonth } from './agendaFormat';
import {
  Day,
  Days,
  DayTitle,
  EventLink,
  EventRow,
  Events,
  Header,
  Meta,
  MetaPart,
  MonthNav,
  MonthTitle,
  Root,
  Time,
} from './EventAgenda.styles';

export interface AgendaEvent {
  /** Identifies the event among the day's. */
  id: string | number;
  /** Event name: the text of its link. */
  title: string;
  /** Opens the event. */
  href: string;
  /** Start (ISO string or `Date`). */
  startAt: DateInput;
  /** End; on the same day only the times show. */
  endAt?: DateInput;
  /** The time as the app words it, in place of the built-in format and zone label. */
  timeText?: string;
  /** Taking part online ("Daring") or on site ("Tatap muka"). */
  mode: EventMode;
  /** The place, for an event on site. */
  location?: string;
}

export interface AgendaDay {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** Marks the day as today (`aria-current="date"` and the today badge). */
  isToday?: boolean;
  /** That day's events, in order. */
  events: AgendaEvent[];
}

export interface EventAgendaProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The month shown, `YYYY-MM`; its name is the agenda's heading. */
  month: string;
  /** Days that have events, in order; days without any are left out. */
  days: AgendaDay[];
  /** Time zone of the times, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /** Short name of the zone after each time, e.g. "WIB". */
  timeZoneLabel?: string;
  /** Called by the previous-month button. */
  onPreviousMonth: () => void;
  /** Called by the next-month button. */
  onNextMonth: () => void;
  /** Text of the previous-month button, e.g. "Bulan sebelumnya". */
  previousLabel: string;
  /** Text of the next-month button, e.g. "Bulan berikutnya". */
  nextLabel: string;
  /** Text of the badge on today, e.g. "Hari ini". */
  todayLabel: string;
  /** Shows a loading state in place of the days (announced once). @default false */
  isLoading?: boolean;
  /** What screen readers hear while loading. @default built-in "Memuat…" / "Loading…" */
  loadingLabel?: string;
  /** Shown in place of the days when the month has none, e.g. an `EmptyState`. */
  empty?: ReactNode;
  /** Shown in place of the days when they could not load, e.g. an `ErrorState`. */
  error?: ReactNode;
  /** Renders the event links with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A month of events grouped by day, with buttons to the months either side. The month's
 * name is the heading (h2), each day an h3; today is marked in words, not colour alone.
 */
export function EventAgenda({
  month,
  days,
  timeZone,
  timeZoneLabel,
  onPreviousMonth,
  onNextMonth,
  previousLabel,
  nextLabel,
  todayLabel,
  isLoading = false,
  loadingLabel,
  empty,
  error,
  renderLink,
  ...rest
}: EventAgendaProps) {
  const { messages, locale } = useUiMessages();
  const titleId = useId();
  const monthName = formatMonth(locale, month);
  let body: ReactNode;
  if (isLoading) body = <AgendaSkeleton label={loadingLabel} />;
  else if (error) body = error;
  else if (days.length === 0) body = empty;
  else
    body = (
      <Days>
        {days.map((day) => (
          <Day key={day.date} aria-current={day.isToday ? 'date' : undefined}>
            <DayTitle>
              <time dateTime={day.date}>{formatDay(locale, day.date)}</time>
              {day.isToday && <Badge tone="primary">{todayLabel}</Badge>}
            </DayTitle>
            <Events>
              {day.events.map((event) => (
                <EventRow key={event.id}>
                  <Time dateTime={toDate(event.startAt).toISOString()}>
                    {event.timeText ??
                      formatAgendaTime(locale, event.startAt, event.endAt, timeZone, timeZoneLabel)}
                  </Time>
                  <EventLink href={event.href} renderLink={renderLink}>
                    {event.title}
                  </EventLink>
                  <Meta>
                    <MetaPart>
                      {event.mode === 'online' ? <OnlineIcon /> : <OfflineIcon />}
                      {event.mode === 'online' ? messages.eventOnline : messages.eventOffline}
                    </MetaPart>
                    {event.location && (
                      <MetaPart>
                        <PlaceIcon />
                        {event.location}
                      </MetaPart>
                    )}
                  </Meta>
                </EventRow>
              ))}
            </Events>
          </Day>
        ))}
      </Days>
    );

  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Header>
        <MonthTitle id={titleId} aria-live="polite">
          {monthName}
        </MonthTitle>
        <MonthNav>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<ChevronLeftIcon />}
            onClick={onPreviousMonth}
          >
            {previousLabel}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            trailingIcon={<ChevronRightSmallIcon />}
            onClick={onNextMonth}
          >
            {nextLabel}
          </Button>
        </MonthNav>
      </Header>
      {body}
    </Root>
  );
}
