import { COURSES } from '../shared/team.fixtures';

/**
 * Andi's courses in the order the API gives them: the overdue one first, then the unfinished
 * by due date (the undated last), then the finished, newest first.
 */
export const ANDI_COURSES = [
  { course: COURSES.safety, state: 'overdue' },
  { course: COURSES.communication, state: 'inProgress' },
  { course: COURSES.negotiation, state: 'notStarted' },
  { course: COURSES.leadership, state: 'completed' },
  { course: COURSES.excel, state: 'completed' },
  { course: COURSES.service, state: 'completed' },
] as const;

/** The note Rina left with Andi's overdue course. */
export const SAFETY_NOTE = 'Wajib sebelum audit K3 bulan Desember.';
