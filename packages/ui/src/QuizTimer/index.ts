export { QuizTimer } from './QuizTimer';
export type { QuizTimerProps } from './QuizTimer';
export { useCountdown } from './useCountdown';
export type { Countdown, UseCountdownOptions } from './useCountdown';
export { formatClock } from './countdown';
export type { CountdownAnnouncement, Deadline } from './countdown';
