export { NotificationsPage } from './NotificationsPage';
export { NotificationPreferences } from './NotificationPreferences';
