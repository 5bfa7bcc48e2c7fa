import type { Language } from '@ajar/tokens';
import { EVENT_TIME_ZONE } from '../EventsPage/eventTime';

const LOCALES = { id: 'id-ID', en: 'en-GB' } as const satisfies Record<Language, string>;

/** Attendance opens this long before a meeting starts (the API's rule, shown to the learner). */
export const ATTENDANCE_OPENS_BEFORE_MS = 15 * 60 * 1000;

/** "Senin, 2 Maret 2026 08.45" / "Monday, 2 March 2026, 08:45" in Jakarta time. */
export function formatMeetingInstant(lang: Language, instant: number | string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}

/** When the "I attended" button opens for a meeting starting at `startsAt`. */
export const attendanceOpensAt = (startsAt: string) =>
  Date.parse(startsAt) - ATTENDANCE_OPENS_BEFORE_MS;
