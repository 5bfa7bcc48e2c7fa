export { MyEventsPage } from './MyEventsPage';
