import { DEADLINE_GRACE_SECONDS } from '../contract/quiz';

interface Timed {
  submitted_at: Date | null;
  deadline_at: Date | null;
}

const graceEnd = (deadline: Date) => deadline.getTime() + DEADLINE_GRACE_SECONDS * 1000;

/** Open, and either untimed or within the deadline plus the grace for network latency. */
export const acceptsAnswers = (attempt: Timed, now: Date) =>
  attempt.submitted_at === null &&
  (attempt.deadline_at === null || now.getTime() <= graceEnd(attempt.deadline_at));

/** Open but past the grace: it is graded with what was saved as soon as anyone looks. */
export const overdue = (attempt: Timed, now: Date) =>
  attempt.submitted_at === null &&
  attempt.deadline_at !== null &&
  now.getTime() > graceEnd(attempt.deadline_at);

/** When a timed attempt counts as handed in: never later than its deadline. */
export const closingTime = (attempt: Timed, now: Date) =>
  attempt.deadline_at !== null && now > attempt.deadline_at ? attempt.deadline_at : now;
