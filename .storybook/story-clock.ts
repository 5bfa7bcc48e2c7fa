/**
 * Stories run on one calendar: when the preview loads, the clock is set to STORY_NOW and
 * runs on from there. "2 jam yang lalu", a printed date or this month's calendar then read
 * the same on any day, in Storybook, in the story tests and in the screenshots. Only `Date`
 * moves: timers and `performance.now()` stay real, so retries and caches behave as they do
 * in the app.
 */
export const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');

const RealDate = Date;
const offset = STORY_NOW - RealDate.now();
/** While set, the story calendar stands still at this time (stories tagged `frozen-clock`). */
let frozenAt: number | null = null;
const storyNow = () => frozenAt ?? RealDate.now() + offset;

/**
 * Stops the calendar for one story, so a running countdown (the quiz timer) reads the same in
 * every run and can be screenshotted. Timers still fire: only what `Date` says stands still.
 * Returns the function that lets it run again.
 */
export function freezeStoryClock(): () => void {
  frozenAt = storyNow();
  return () => {
    frozenAt = null;
  };
}

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    // `new Date()` is "now" on the story calendar; every other form means what it says.
    super(...((args.length > 0 ? args : [storyNow()]) as [number]));
  }

  static override now() {
    return storyNow();
  }
}

globalThis.Date = StoryDate as DateConstructor;
