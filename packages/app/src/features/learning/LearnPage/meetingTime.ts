import { ATTENDANCE_OPENS_BEFORE_MS } from '@ajar/api/contract/durations';

/** When the "I attended" button opens for a meeting starting at `startsAt`. */
export const attendanceOpensAt = (startsAt: string) =>
  Date.parse(startsAt) - ATTENDANCE_OPENS_BEFORE_MS;
