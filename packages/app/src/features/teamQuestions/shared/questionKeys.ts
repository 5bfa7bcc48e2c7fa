import { apiPath } from '../../../api';

/** The follow-up questions' reads, and so their cache keys: pages and the writes agree. */
export const questionListKey = apiPath('/team-questions');
export const memberQuestionsKey = (id: number) =>
  apiPath('/team-questions/members/{id}/questions', { path: { id } });
export const questionKey = (id: number) => apiPath('/team-questions/{id}', { path: { id } });

/** Whether a cached key reads questions (a change shows in the lists and the question). */
export const showsQuestions = (key: unknown) =>
  typeof key === 'string' && key.includes('/team-questions');

/** The app's paths of the questions' pages. */
export const QUESTIONS_PATH = '/my-team/question';
/** The list, with one question asked of me brought into view (a notice links here). */
export const QUESTION_PARAM = 'question';
export const memberQuestionsPath = (memberId: number) => `/my-team/${memberId}/question`;
export const answerPath = (memberId: number, questionId: number) =>
  `${memberQuestionsPath(memberId)}/${questionId}`;
