import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcementPoliteness,
  formatClock,
  isoDuration,
  remainingSeconds,
  startCountdown,
} from './countdown';

describe('formatClock', () => {
  it('shows mm:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(59 * 60 + 59)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(2 * 3600 + 5 * 60 + 7)).toBe('2:05:07');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('gives an ISO duration for <time>', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(42)).toBe('PT42S');
  });

  it('rounds the seconds left up, never below zero', () => {
    expect(remainingSeconds(10_000, 9_999)).toBe(1);
    expect(remainingSeconds(10_000, 9_000)).toBe(1);
    expect(remainingSeconds(10_000, 8_999)).toBe(2);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
  });
});

describe('startCountdown', () => {
  const T0 = new Date('2025-03-01T08:00:00+07:00').getTime();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks each second from the clock', () => {
    const onTick = vi.fn();
    startCountdown({ deadline: T0 + 3000, onTick });
    expect(onTick).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(2000);
    expect(onTick.mock.calls.map(([s]) => s)).toEqual([3, 2, 1, 0]);
  });

  it('announces one minute left once, then ten seconds and the end once each', () => {
    const onAnnounce = vi.fn();
    startCountdown({ deadline: T0 + 65_000, onAnnounce });
    vi.advanceTimersByTime(4_000);
    expect(onAnnounce).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onAnnounce).toHaveBeenCalledExactlyOnceWith('oneMinute');
    vi.advanceTimersByTime(30_000);
    expect(onAnnounce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onAnnounce.mock.calls.map(([a]) => a)).toEqual(['oneMinute', 'tenSeconds', 'expired']);
  });

  it('warns a longer attempt at five minutes, one minute and ten seconds, then at the end', () => {
    const onAnnounce = vi.fn();
    startCountdown({ deadline: T0 + 10 * 60_000, onAnnounce });
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(onAnnounce).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAnnounce).toHaveBeenCalledExactlyOnceWith('fiveMinutes');
    vi.advanceTimersByTime(5 * 60_000);
    expect(onAnnounce.mock.calls.map(([a]) => a)).toEqual([
      'fiveMinutes',
      'oneMinute',
      'tenSeconds',
      'expired',
    ]);
  });

  it('does not say five minutes when the attempt starts with less', () => {
    const onAnnounce = vi.fn();
    startCountdown({ deadline: T0 + 4 * 60_000, onAnnounce });
    vi.advanceTimersByTime(4 * 60_000);
    expect(onAnnounce.mock.calls.map(([a]) => a)).toEqual(['oneMinute', 'tenSeconds', 'expired']);
  });

  it('reads the last ten seconds and the end assertively, the earlier warnings politely', () => {
    expect(announcementPoliteness('fiveMinutes')).toBe('polite');
    expect(announcementPoliteness('oneMinute')).toBe('polite');
    expect(announcementPoliteness('tenSeconds')).toBe('assertive');
    expect(announcementPoliteness('expired')).toBe('assertive');
  });

  it('does not announce a threshold already passed when it starts', () => {
    const onAnnounce = vi.fn();
    startCountdown({ deadline: T0 + 45_000, onAnnounce });
    vi.advanceTimersByTime(35_000);
    expect(onAnnounce).toHaveBeenCalledExactlyOnceWith('tenSeconds');
  });

  it('calls onExpire exactly once at zero', () => {
    const onExpire = vi.fn();
    startCountdown({ deadline: T0 + 2_000, onExpire });
    vi.advanceTimersByTime(1_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when the deadline has passed', () => {
    const onExpire = vi.fn();
    const onAnnounce = vi.fn();
    startCountdown({ deadline: T0 - 5_000, onExpire, onAnnounce });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onAnnounce).not.toHaveBeenCalled();
  });

  it('follows the clock, not the number of ticks (no drift)', () => {
    const onTick = vi.fn();
    startCountdown({ deadline: T0 + 600_000, onTick });
    // The tab slept: the clock moved 5 minutes while no timer ran.
    vi.setSystemTime(T0 + 300_000);
    vi.advanceTimersByTime(1_000);
    expect(onTick).toHaveBeenLastCalledWith(299);
  });

  it('uses an injected clock and stops when asked', () => {
    let clock = T0;
    const onTick = vi.fn();
    const onExpire = vi.fn();
    const stop = startCountdown({ deadline: T0 + 10_000, now: () => clock, onTick, onExpire });
    clock += 4_000;
    vi.advanceTimersByTime(1_000);
    expect(onTick).toHaveBeenLastCalledWith(6);
    stop();
    clock += 10_000;
    vi.advanceTimersByTime(20_000);
    expect(onTick).toHaveBeenLastCalledWith(6);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
