import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  remainingSeconds as secondsLeft,
  startCountdown,
  toMs,
  WARNING_SECONDS,
  type CountdownAnnouncement,
  type Deadline,
} from './countdown';

export interface UseCountdownOptions {
  /** The server's deadline. Wins over `durationSeconds`. */
  endsAt?: Deadline;
  /** Length of the countdown from the first render, when there is no server deadline. */
  durationSeconds?: number;
  /** Called once when the time is up. */
  onExpire?: () => void;
  /**
   * The clock, for tests and stories.
   * @default Date.now
   */
  now?: () => number;
}

export interface Countdown {
  /** Whole seconds left. */
  remainingSeconds: number;
  /** In the last minute. */
  isWarning: boolean;
  /** No time left. */
  isExpired: boolean;
  /** The latest threshold crossed while running, for a live region; null before any. */
  announcement: CountdownAnnouncement | null;
}

/**
 * Seconds left until `endsAt` (or `durationSeconds` after mount), recomputed from the
 * clock on every tick. `onExpire` is called once per deadline, also under StrictMode.
 */
export function useCountdown({
  endsAt,
  durationSeconds = 0,
  onExpire,
  now = Date.now,
}: UseCountdownOptions): Countdown {
  const [startedAt] = useState(now);
  const deadline = endsAt !== undefined ? toMs(endsAt) : startedAt + durationSeconds * 1000;
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline, startedAt));
  const [announcement, setAnnouncement] = useState<CountdownAnnouncement | null>(null);
  const expiredFor = useRef<number | null>(null);

  const readClock = useEffectEvent(() => now());
  const expire = useEffectEvent(() => {
    if (expiredFor.current === deadline) return;
    expiredFor.current = deadline;
    onExpire?.();
  });

  useEffect(
    () =>
      startCountdown({
        deadline,
        now: () => readClock(),
        onTick: setRemaining,
        onAnnounce: setAnnouncement,
        onExpire: () => expire(),
      }),
    [deadline],
  );

  return {
    remainingSeconds: remaining,
    isWarning: remaining > 0 && remaining <= WARNING_SECONDS,
    isExpired: remaining === 0,
    announcement,
  };
}
