export { EventAgenda } from './EventAgenda';
export type { AgendaDay, AgendaEvent, EventAgendaProps } from './EventAgenda';
