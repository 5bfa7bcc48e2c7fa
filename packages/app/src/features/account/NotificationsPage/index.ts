export { NotificationsPage } from './NotificationsPage';
