import { hasAnswer, isAnswerable, type TeamQuestionStatus } from '../contract/team-question-rules';

/**
 * Who may do what with a follow-up question, as plain rules over the facts the queries read.
 * A question is its two people's alone: the supervisor who asked it (while they still lead
 * the person: `person_supervisor_id` is read fresh) and the person asked. No one else, not
 * even the supervisor's own supervisor, sees it.
 */
export interface QuestionFacts {
  status: TeamQuestionStatus;
  asker_id: number;
  person_id: number;
  person_supervisor_id: number | null;
  reply: string | null;
}

export const isAsker = (userId: number, q: QuestionFacts) =>
  userId === q.asker_id && q.person_supervisor_id === userId;

export const isPerson = (userId: number, q: QuestionFacts) => userId === q.person_id;

export const canSee = (userId: number, q: QuestionFacts) =>
  isAsker(userId, q) || isPerson(userId, q);

/** The person answers, or changes their answer, until the supervisor has read it. */
export const canAnswer = (userId: number, q: QuestionFacts) =>
  isPerson(userId, q) && isAnswerable(q.status);

export const canWithdraw = (userId: number, q: QuestionFacts) =>
  isAsker(userId, q) && q.status === 'open';

export const canMarkRead = (userId: number, q: QuestionFacts) =>
  isAsker(userId, q) && q.status === 'answered';

/** One reply, to an answer; replying reads it too. */
export const canReply = (userId: number, q: QuestionFacts) =>
  isAsker(userId, q) && hasAnswer(q.status) && q.reply === null;

/**
 * Why a change the caller's part allows cannot happen in this state: the code and the
 * contract's message key the 409 answers with.
 */
export function refusalOf(
  change: 'answer' | 'withdraw' | 'markRead' | 'reply',
  q: QuestionFacts,
): {
  code: string;
  key: 'questionClosed' | 'questionNotOpen' | 'questionNotAnswered' | 'questionReplied';
} {
  if (change === 'answer') return { code: 'question_closed', key: 'questionClosed' };
  if (change === 'withdraw') return { code: 'not_open', key: 'questionNotOpen' };
  if (q.status === 'withdrawn') return { code: 'withdrawn', key: 'questionNotOpen' };
  if (change === 'reply' && q.reply !== null)
    return { code: 'already_replied', key: 'questionReplied' };
  return { code: 'not_answered', key: 'questionNotAnswered' };
}
