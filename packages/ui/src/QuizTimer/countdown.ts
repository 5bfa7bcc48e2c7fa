/**
 * The clock behind QuizTimer, free of React so it can be tested with fake timers. The
 * server's deadline is the truth: every tick recomputes the remaining time from the clock
 * instead of counting ticks, so a throttled background tab or a slow device never drifts.
 */

/** Seconds left at which a longer quiz first says how little time is left. */
export const EARLY_WARNING_SECONDS = 5 * 60;
/** Seconds left at which the timer turns to its warning look and announces. */
export const WARNING_SECONDS = 60;
/** Seconds left at which the timer announces once more. */
export const FINAL_SECONDS = 10;

/** What the live region says, once each, as the deadline comes closer. */
export type CountdownAnnouncement = 'fiveMinutes' | 'oneMinute' | 'tenSeconds' | 'expired';

/**
 * How urgently each announcement is read: the last ten seconds and the end interrupt
 * whatever the screen reader is saying, since waiting in its queue could mean missing them.
 */
export const announcementPoliteness = (
  announcement: CountdownAnnouncement,
): 'polite' | 'assertive' =>
  announcement === 'tenSeconds' || announcement === 'expired' ? 'assertive' : 'polite';

/** A deadline as a Date or a millisecond timestamp. */
export type Deadline = Date | number;

export const toMs = (deadline: Deadline) =>
  typeof deadline === 'number' ? deadline : deadline.getTime();

/** Whole seconds left, rounded up (1 ms left still shows 00:01), never negative. */
export function remainingSeconds(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `mm:ss`, or `h:mm:ss` from one hour. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** ISO 8601 duration for `<time dateTime>`, e.g. `PT1H2M5S`. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${s % 60}S`;
}

export interface CountdownOptions {
  /** Deadline in ms since the epoch. */
  deadline: number;
  /**
   * The clock.
   * @default Date.now
   */
  now?: () => number;
  /** Called at start and whenever the whole seconds left change. */
  onTick?: (remainingSeconds: number) => void;
  /**
   * Called when the countdown crosses five minutes, one minute, ten seconds and zero while
   * running: each at most once, and not for a threshold already passed at start (a page
   * opened with 45 s left does not say "1 minute left"). A jump past several says only the
   * latest.
   */
  onAnnounce?: (announcement: CountdownAnnouncement) => void;
  /** Called once, when no time is left (at start if the deadline has already passed). */
  onExpire?: () => void;
}

/** Starts the clock; returns a function that stops it. */
export function startCountdown({
  deadline,
  now = Date.now,
  onTick,
  onAnnounce,
  onExpire,
}: CountdownOptions): () => void {
  let previous: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = () => {
    const at = now();
    const remaining = remainingSeconds(deadline, at);
    if (remaining !== previous) {
      if (previous !== undefined) {
        if (remaining === 0) onAnnounce?.('expired');
        else if (previous > FINAL_SECONDS && remaining <= FINAL_SECONDS) onAnnounce?.('tenSeconds');
        else if (previous > WARNING_SECONDS && remaining <= WARNING_SECONDS)
          onAnnounce?.('oneMinute');
        else if (previous > EARLY_WARNING_SECONDS && remaining <= EARLY_WARNING_SECONDS)
          onAnnounce?.('fiveMinutes');
      }
      previous = remaining;
      onTick?.(remaining);
    }
    if (remaining === 0) {
      onExpire?.();
      return;
    }
    // Wake when the whole seconds left next change, not on a fixed 1 s beat.
    timer = setTimeout(tick, (deadline - at) % 1000 || 1000);
  };

  tick();
  return () => clearTimeout(timer);
}
