import { apiPath } from '../../../api';
import { MY_TEAM_PATH } from '../../team/shared/teamKeys';

/** The evaluations' reads, and so their cache keys: pages and the submit agree. */
export const recapKey = (memberId: number) =>
  apiPath('/team-evaluations/members/{id}', { path: { id: memberId } });
export const formKey = (memberId: number, quizId: number) =>
  apiPath('/team-evaluations/members/{id}/forms/{quizId}', { path: { id: memberId, quizId } });
export const evaluationKey = (id: number) => apiPath('/team-evaluations/{id}', { path: { id } });

/** Whether a cached key reads evaluations (a new one shows in the recap and on the forms). */
export const showsEvaluations = (key: unknown) =>
  typeof key === 'string' && key.includes('/team-evaluations');

/** The form's training, preselected from the recap's "fill in" links: `course-12`, `record-5`. */
export const TRAINING_PARAM = 'training';
export const trainingValue = (training: { kind: string; id: number }) =>
  `${training.kind}-${training.id}`;

/** The app's paths of the evaluations' pages. */
export const recapPath = (memberId: number) => `${MY_TEAM_PATH}/${memberId}/evaluation/recap`;
export const formPath = (
  memberId: number,
  quizId: number,
  training?: { kind: string; id: number },
) =>
  `${MY_TEAM_PATH}/${memberId}/evaluation/${quizId}` +
  (training ? `?${TRAINING_PARAM}=${trainingValue(training)}` : '');
export const detailPath = (memberId: number, evaluationId: number) =>
  `${recapPath(memberId)}/${evaluationId}`;
