export { NotificationItem } from './NotificationItem';
export type { NotificationItemProps } from './NotificationItem';
