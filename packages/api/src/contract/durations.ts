// No zod here: the app imports this module, and a value import of a schema module would
// bring zod (and its eval probe, refused by the page's CSP) into the app's bundle.

/**
 * How long an attempt took, in whole seconds elapsed (a stopwatch: 65.7 s is 65 s), never
 * negative. The one rule for every place that shows a duration, so a list and a detail page
 * of the same attempt never differ by a second.
 */
export const elapsedSeconds = (from: Date | string, to: Date | string) =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));

/** A meeting's attendance opens this long before it starts (and stays open afterwards). */
export const ATTENDANCE_OPENS_BEFORE_MS = 15 * 60_000;

/** A registered event's meeting link is given from this long before its start until its end. */
export const JOIN_OPENS_MINUTES = 30;
