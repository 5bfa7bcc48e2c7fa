export { MeetingDetails } from './MeetingDetails';
export type { MeetingDetailsFact, MeetingDetailsProps } from './MeetingDetails';
