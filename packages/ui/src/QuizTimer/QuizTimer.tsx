import { useId, type HTMLAttributes, type Ref } from 'react';
import { useUiMessages, type UiMessageKey } from '../messages';
import { AlertIcon, ClockIcon } from '../internal/icons';
import { VisuallyHidden } from '../internal/a11y';
import {
  announcementPoliteness,
  formatClock,
  isoDuration,
  type CountdownAnnouncement,
  type Deadline,
} from './countdown';
import { Digits, Label, Root, Timer, type TimerLook } from './QuizTimer.styles';
import { useCountdown } from './useCountdown';

export interface QuizTimerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The server's deadline for the attempt (Date or ms timestamp). Wins over `durationSeconds`. */
  endsAt?: Deadline;
  /** Length of the countdown from the first render, when there is no server deadline. */
  durationSeconds?: number;
  /** Called exactly once when the time is up, e.g. to submit the answers. */
  onExpire?: () => void;
  /**
   * Accessible and visible name of the timer.
   * @default built-in "Sisa waktu"
   */
  label?: string;
  /**
   * The clock, for tests and stories (a fixed value shows a still timer).
   * @default Date.now
   */
  now?: () => number;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const announcementKey = {
  fiveMinutes: 'quizTimerFiveMinutes',
  oneMinute: 'quizTimerOneMinute',
  tenSeconds: 'quizTimerTenSeconds',
  expired: 'quizTimerExpired',
} as const satisfies Record<CountdownAnnouncement, UiMessageKey>;

/**
 * Time left in a quiz attempt, counted down from the server's deadline. In the last minute
 * it changes icon, label and colour. Live regions say "5 minutes left" (when the attempt had
 * more) and "1 minute left" politely, then "10 seconds left" and "Time's up" assertively,
 * once each; the ticking itself stays silent.
 */
export function QuizTimer({
  endsAt,
  durationSeconds,
  onExpire,
  label,
  now,
  ...rest
}: QuizTimerProps) {
  const { messages } = useUiMessages();
  const labelId = useId();
  const { remainingSeconds, isWarning, isExpired, announcement } = useCountdown({
    endsAt,
    durationSeconds,
    onExpire,
    now,
  });
  const spoken = announcement ? messages[announcementKey[announcement]] : '';
  const look: TimerLook = isExpired ? 'expired' : isWarning ? 'warning' : 'normal';
  const name = isExpired
    ? messages.quizTimerExpired
    : isWarning
      ? messages.quizTimerWarning
      : (label ?? messages.quizTimerLabel);

  return (
    <Root $look={look} data-state={look} {...rest}>
      {look === 'normal' ? <ClockIcon /> : <AlertIcon />}
      <Timer role="timer" aria-labelledby={labelId}>
        <Label id={labelId}>{name}</Label>
        <Digits dateTime={isoDuration(remainingSeconds)}>{formatClock(remainingSeconds)}</Digits>
      </Timer>
      {/* Both regions are there from the start: a region that appears with its message is
          often not read. Only the latest message is kept, so browse mode meets it once. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement && announcementPoliteness(announcement) === 'polite' ? spoken : ''}
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement && announcementPoliteness(announcement) === 'assertive' ? spoken : ''}
      </VisuallyHidden>
    </Root>
  );
}
