import type { Params } from 'react-router-dom';
import { evaluationHistoryPath, finalHistoryPath, moduleHistoryPath } from './myCoursePaths';
import { myCourseAttemptsKey } from '../../../shared/data/myCourseKeys';

export type HistoryKind = 'module' | 'final' | 'evaluation';

/** The three history routes and their detail routes, by route key (routes/table.ts). */
const KIND_BY_KEY: Record<string, HistoryKind> = {
  moduleScoreHistory: 'module',
  moduleScoreDetail: 'module',
  finalScoreHistory: 'final',
  finalScoreDetail: 'final',
  evaluationHistory: 'evaluation',
  evaluationDetail: 'evaluation',
};

/** Route key of each kind's history page, for its title (`pages.<key>.title`). */
export const HISTORY_KEY = {
  module: 'moduleScoreHistory',
  final: 'finalScoreHistory',
  evaluation: 'evaluationHistory',
} as const satisfies Record<HistoryKind, string>;

export const kindOfRoute = (key: string | undefined): HistoryKind =>
  (key && KIND_BY_KEY[key]) || 'module';

export interface HistoryTarget {
  kind: HistoryKind;
  courseId: string;
  /** The history page (and the base of its detail pages). */
  path: string;
  /** The API request for its attempts. */
  apiPath: ReturnType<typeof myCourseAttemptsKey>;
}

/** Where a history lives and how to ask for it, from the route's key and parameters. */
export function historyTarget(kind: HistoryKind, params: Params): HistoryTarget {
  const courseId = params.id ?? '';
  if (kind === 'final')
    return {
      kind,
      courseId,
      path: finalHistoryPath(courseId),
      apiPath: myCourseAttemptsKey(courseId, { type: 'final' }),
    };
  if (kind === 'evaluation')
    return {
      kind,
      courseId,
      path: evaluationHistoryPath(courseId),
      apiPath: myCourseAttemptsKey(courseId, { type: 'evaluation' }),
    };
  const contentId = params.idParticipantModule ?? '';
  return {
    kind,
    courseId,
    path: moduleHistoryPath(courseId, contentId),
    apiPath: myCourseAttemptsKey(courseId, { contentId: Number(contentId) }),
  };
}
