import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge } from '../Badge';
import type { EventMode, EventStatus } from '../EventCard';
import { CalendarIcon, LinkIcon, OfflineIcon, OnlineIcon, PlaceIcon } from '../internal/icons';
import { useUiMessages } from '../messages';
import {
  About,
  AboutText,
  Action,
  Fact,
  Facts,
  Frame,
  Heading,
  Panel,
  PanelHeader,
  Root,
} from './EventDetails.styles';

export interface EventDetailsFact {
  /** What the value is, e.g. "Peserta". */
  label: string;
  /** The value, e.g. "12 orang terdaftar". */
  value: ReactNode;
}

export interface EventDetailsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'about'> {
  /** Heading (h2) of the details panel, e.g. "Informasi acara". */
  detailsTitle: string;
  /** Heading (h2) of the description, e.g. "Tentang acara". */
  aboutTitle: string;
  /** The description; line breaks in plain text are kept. */
  about: ReactNode;
  /** When: the date and time range as the reader's language writes it, with the zone. */
  schedule: ReactNode;
  /** Taking part online ("Daring") or on site ("Luring"). */
  mode: EventMode;
  /** Where: the place on site, or the meeting link (or a note on when it shows) online. */
  location?: ReactNode;
  /**
   * Label of `location`.
   * @default built-in "Lokasi" / "Location"
   */
  locationLabel?: string;
  /** More facts under the place, e.g. the number registered. */
  facts?: EventDetailsFact[];
  /**
   * Where the event is in time, shown as a badge.
   * @default 'upcoming'
   */
  status?: EventStatus;
  /** What the reader can do: register, cancel, sign in, or a note that it has ended. */
  action?: ReactNode;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const statusTone = { upcoming: 'info', ongoing: 'success', past: 'neutral' } as const;
const statusLabel = {
  upcoming: 'eventUpcoming',
  ongoing: 'eventOngoing',
  past: 'eventPast',
} as const;

/**
 * The body of an event's page: its description, and a panel with when, how and where to take
 * part and the one action the reader can take. The page's own `<h1>` comes before it.
 */
export function EventDetails({
  detailsTitle,
  aboutTitle,
  about,
  schedule,
  mode,
  location,
  locationLabel,
  facts = [],
  status = 'upcoming',
  action,
  ref,
  ...rest
}: EventDetailsProps) {
  const { messages } = useUiMessages();
  const detailsId = useId();
  const aboutId = useId();
  const isOnline = mode === 'online';
  const entries: (EventDetailsFact & { icon?: ReactNode })[] = [
    { label: messages.eventSchedule, value: schedule, icon: <CalendarIcon /> },
    {
      label: messages.eventMode,
      value: isOnline ? messages.eventOnline : messages.eventOffline,
      icon: isOnline ? <OnlineIcon /> : <OfflineIcon />,
    },
    ...(location === undefined || location === null || location === ''
      ? []
      : [
          {
            label: locationLabel ?? messages.eventLocation,
            value: location,
            icon: isOnline ? <LinkIcon /> : <PlaceIcon />,
          },
        ]),
    ...facts,
  ];
  return (
    <Frame ref={ref} {...rest}>
      <Root>
        <Panel aria-labelledby={detailsId}>
          <PanelHeader>
            <Heading id={detailsId}>{detailsTitle}</Heading>
            <Badge tone={statusTone[status]}>{messages[statusLabel[status]]}</Badge>
          </PanelHeader>
          <Facts>
            {entries.map((entry) => (
              <Fact key={entry.label}>
                <dt>
                  {entry.icon}
                  {entry.label}
                </dt>
                <dd>{entry.value}</dd>
              </Fact>
            ))}
          </Facts>
          {action && <Action>{action}</Action>}
        </Panel>
        <About aria-labelledby={aboutId}>
          <Heading id={aboutId}>{aboutTitle}</Heading>
          <AboutText>{about}</AboutText>
        </About>
      </Root>
    </Frame>
  );
}
