export { NotificationBell, NOTIFICATION_BELL_MAX } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
