export { EventsPage } from './EventsPage';
