export { EventCard } from './EventCard';
export type { EventCardProps, EventMode, EventStatus } from './EventCard';
