import type { ReactNode } from 'react';
import type { EventMode } from '../../EventCard';
import { useUiMessages } from '../../messages';
import {
  CalendarIcon,
  LinkIcon,
  OfflineIcon,
  OnlineIcon,
  PeopleIcon,
  PlaceIcon,
  TrainerIcon,
} from '../icons';
import { Fact, Facts, type FactsLayout } from './eventFacts.styles';

/** Icons a further fact may carry, named so the kit keeps its icons to itself. */
const FACT_ICONS = {
  trainer: <TrainerIcon />,
  people: <PeopleIcon />,
} as const;
export type EventFactIcon = keyof typeof FACT_ICONS;

export interface EventFact {
  /** What the value is, e.g. "Peserta". */
  label: string;
  /** The value. */
  value: ReactNode;
  /** An icon before the label, like the kit's own facts have. */
  icon?: EventFactIcon;
}

export interface EventFactsProps {
  schedule: ReactNode;
  mode: EventMode;
  location?: ReactNode;
  locationLabel?: string;
  facts?: EventFact[];
  layout: FactsLayout;
}

/**
 * When, how and where to take part, then any further facts: the list events and course
 * meetings share, so both read the same way.
 */
export function EventFacts({
  schedule,
  mode,
  location,
  locationLabel,
  facts = [],
  layout,
}: EventFactsProps) {
  const { messages } = useUiMessages();
  const isOnline = mode === 'online';
  const hasLocation = location !== undefined && location !== null && location !== '';
  const entries: { label: string; value: ReactNode; icon?: ReactNode }[] = [
    { label: messages.eventSchedule, value: schedule, icon: <CalendarIcon /> },
    {
      label: messages.eventMode,
      value: isOnline ? messages.eventOnline : messages.eventOffline,
      icon: isOnline ? <OnlineIcon /> : <OfflineIcon />,
    },
    ...(hasLocation
      ? [
          {
            label: locationLabel ?? messages.eventLocation,
            value: location,
            icon: isOnline ? <LinkIcon /> : <PlaceIcon />,
          },
        ]
      : []),
    ...facts.map((fact) => ({ ...fact, icon: fact.icon && FACT_ICONS[fact.icon] })),
  ];
  return (
    <Facts $layout={layout}>
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
  );
}
