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

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    // `new Date()` is "now" on the story calendar; every other form means what it says.
    super(...((args.length > 0 ? args : [RealDate.now() + offset]) as [number]));
  }

  static override now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;
