export { EventListToolbar } from './EventListToolbar';
export type { EventListToolbarProps } from './EventListToolbar';
