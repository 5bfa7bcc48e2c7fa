import { Badge, type BadgeTone } from '../Badge';
import { useUiMessages, type UiMessageKey } from '../messages';

/** Where a class is in time, as the API decides it from its dates. */
export type ClassStatus = 'upcoming' | 'ongoing' | 'finished';

// The event labels: a class page shows its status through EventDetails, so cards say the same.
const statusBadge = {
  upcoming: { tone: 'info', label: 'eventUpcoming' },
  ongoing: { tone: 'success', label: 'eventOngoing' },
  finished: { tone: 'neutral', label: 'eventPast' },
} as const satisfies Record<ClassStatus, { tone: BadgeTone; label: UiMessageKey }>;

/** A class's status as a badge, in words (never colour alone). */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const { messages } = useUiMessages();
  const { tone, label } = statusBadge[status];
  return <Badge tone={tone}>{messages[label]}</Badge>;
}
