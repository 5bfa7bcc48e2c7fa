import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { StateHeadingLevel } from '../EmptyState';
import type { EventMode } from '../EventCard';
import { EventFacts, FactsHeader, FactsHeading, type EventFact } from '../internal/eventFacts';
import { Action, Note, Root } from './MeetingDetails.styles';

/** A further fact, e.g. `{ label: 'Fasilitator', value: 'Rina' }`. */
export type MeetingDetailsFact = EventFact;

export interface MeetingDetailsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card, e.g. "Detail pertemuan". */
  title: string;
  /**
   * Level of the heading, to fit the page outline.
   * @default 2
   */
  headingLevel?: StateHeadingLevel;
  /** When: the date and time range in the reader's language, with the time zone. */
  schedule: ReactNode;
  /** Online ("Daring") or on site ("Tatap muka"). */
  mode: EventMode;
  /** Where: the place on site, or the link to join online. */
  location?: ReactNode;
  /**
   * Label of `location`.
   * @default built-in "Lokasi" / "Location"
   */
  locationLabel?: string;
  /** More facts under the place. */
  facts?: MeetingDetailsFact[];
  /** The learner's attendance as a badge, e.g. `{ label: 'Hadir', tone: 'success' }`. */
  status?: { label: string; tone?: BadgeTone };
  /** What the learner can do, e.g. the "Saya hadir" button. */
  action?: ReactNode;
  /** A line under the action: why it is not open yet, or what happened. */
  note?: ReactNode;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A scheduled meeting in a course (a class, a webinar): when, how and where to take part,
 * whether the learner's attendance is recorded, and the action to record it.
 */
export function MeetingDetails({
  title,
  headingLevel = 2,
  schedule,
  mode,
  location,
  locationLabel,
  facts = [],
  status,
  action,
  note,
  ...rest
}: MeetingDetailsProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} {...rest}>
      <FactsHeader>
        <FactsHeading as={`h${headingLevel}`} id={headingId}>
          {title}
        </FactsHeading>
        {status && <Badge tone={status.tone ?? 'neutral'}>{status.label}</Badge>}
      </FactsHeader>
      <EventFacts
        layout="grid"
        schedule={schedule}
        mode={mode}
        location={location}
        locationLabel={locationLabel}
        facts={facts}
      />
      {(action || note) && (
        <Action>
          {action}
          {note && <Note>{note}</Note>}
        </Action>
      )}
    </Root>
  );
}
