// No zod here: the app imports these by value (its forms check the same limits).

/**
 * A supervisor's follow-up question to one of their direct reports. `open`: waiting for the
 * person's answer; `answered`: the person may still edit it; `read`: the supervisor marked it
 * read (or replied), so the answer is final; `withdrawn`: the supervisor took back an open
 * question.
 */
export const TEAM_QUESTION_STATUSES = ['open', 'answered', 'read', 'withdrawn'] as const;
export type TeamQuestionStatus = (typeof TEAM_QUESTION_STATUSES)[number];

/** What `team_log` records of a question: who did what to it, never its words. */
export const TEAM_QUESTION_ACTIONS = [
  'question.asked',
  'question.withdrawn',
  'question.answered',
  'question.edited',
  'question.read',
  'question.replied',
] as const;
export type TeamQuestionAction = (typeof TEAM_QUESTION_ACTIONS)[number];

/** A question may point at a training the person completed: a course, or a verified record. */
export const TEAM_QUESTION_TRAINING_KINDS = ['course', 'record'] as const;
export type TeamQuestionTrainingKind = (typeof TEAM_QUESTION_TRAINING_KINDS)[number];

export const TEAM_QUESTION_LIMITS = {
  promptMin: 10,
  prompt: 500,
  answerMin: 10,
  answer: 2000,
  /** The supervisor's one short acknowledgement. */
  replyMin: 2,
  reply: 500,
} as const;

/** The person may answer, or change their answer, until the supervisor has read it. */
export const isAnswerable = (status: TeamQuestionStatus) =>
  status === 'open' || status === 'answered';

/** Has an answer the supervisor can read and reply to. */
export const hasAnswer = (status: TeamQuestionStatus) => status === 'answered' || status === 'read';

/** Waiting for the person: the supervisor's "waiting" filter. */
export const isWaiting = (status: TeamQuestionStatus) => status === 'open';
