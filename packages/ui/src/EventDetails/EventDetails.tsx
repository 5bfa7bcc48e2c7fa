import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge } from '../Badge';
import type { EventMode, EventStatus } from '../EventCard';
import { EventFacts, FactsHeader, FactsHeading, type EventFact } from '../internal/eventFacts';
import { useUiMessages } from '../messages';
import { About, AboutText, Action, Frame, Panel, Root } from './EventDetails.styles';

/** A further fact, e.g. `{ label: 'Peserta', value: '12 orang terdaftar' }`. */
export type EventDetailsFact = EventFact;

export interface EventDetailsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'about'> {
  /** Heading (h2) of the details panel, e.g. "Informasi acara". */
  detailsTitle: string;
  /** Heading (h2) of the description, e.g. "Tentang acara". */
  aboutTitle: string;
  /** The description; line breaks in plain text are kept. */
  about: ReactNode;
  /** When: the date and time range as the reader's language writes it, with the zone. */
  schedule: ReactNode;
  /** Taking part online ("Daring") or on site ("Tatap muka"). */
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
  return (
    <Frame ref={ref} {...rest}>
      <Root>
        <Panel aria-labelledby={detailsId}>
          <FactsHeader>
            <FactsHeading id={detailsId}>{detailsTitle}</FactsHeading>
            <Badge tone={statusTone[status]}>{messages[statusLabel[status]]}</Badge>
          </FactsHeader>
          <EventFacts
            layout="stack"
            schedule={schedule}
            mode={mode}
            location={location}
            locationLabel={locationLabel}
            facts={facts}
          />
          {action && <Action>{action}</Action>}
        </Panel>
        <About aria-labelledby={aboutId}>
          <FactsHeading id={aboutId}>{aboutTitle}</FactsHeading>
          <AboutText>{about}</AboutText>
        </About>
      </Root>
    </Frame>
  );
}
