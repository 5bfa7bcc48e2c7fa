import { ApiError } from '../http/errors';
import { isModerator, isParticipant, type Viewer } from './forum-access';

/** The rules of `forum-access` as refusals: a service asks first, before reading anything. */

const forbidden = () => new ApiError(403, 'forbidden', {}, 'forbidden');

/** A signed-in learner or staff member (writing, following, reading state); else 403. */
export function participantId(viewer: Viewer): number {
  if (viewer.userId === null || !isParticipant(viewer)) throw forbidden();
  return viewer.userId;
}

/** Staff of the company (moderation); else 403. */
export function moderatorId(viewer: Viewer): number {
  if (viewer.userId === null || !isModerator(viewer)) throw forbidden();
  return viewer.userId;
}
