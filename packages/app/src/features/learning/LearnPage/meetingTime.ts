/** Attendance opens this long before a meeting starts (the API's rule, shown to the learner). */
export const ATTENDANCE_OPENS_BEFORE_MS = 15 * 60 * 1000;

/** When the "I attended" button opens for a meeting starting at `startsAt`. */
export const attendanceOpensAt = (startsAt: string) =>
  Date.parse(startsAt) - ATTENDANCE_OPENS_BEFORE_MS;
