import { ROLES } from '../auth/guard';
import type { AuthClaims } from '../auth/tokens';
import { FORUM_LIMITS, FORUM_MODERATOR_ROLES } from '../contract/forum-rules';
import type { RoleId } from '../contract/roles';

/**
 * Who may do what in the forum, as plain rules over facts the queries read. Anything a
 * viewer may not read answers 404 as if absent, so ids reveal nothing of other areas.
 */

/** The caller: a visitor of the company's site (no user), or a signed-in person. */
export interface Viewer {
  companyId: number;
  userId: number | null;
  roleId: RoleId | null;
}

export const viewerOf = (companyId: number, auth: AuthClaims | undefined): Viewer =>
  auth
    ? { companyId: auth.companyId, userId: auth.userId, roleId: auth.roleId }
    : { companyId, userId: null, roleId: null };

const has = (roles: readonly RoleId[], role: RoleId | null) =>
  role !== null && roles.includes(role);

/** Staff run the forum: pin, lock, hide, move, accept any answer, write in locked places. */
export const isModerator = (viewer: Viewer) => has(FORUM_MODERATOR_ROLES, viewer.roleId);

/** People who learn here; a partner's token reads only what a visitor reads. */
export const isParticipant = (viewer: Viewer) =>
  viewer.userId !== null && has(ROLES.learners, viewer.roleId);

export interface ModuleFacts {
  companyId: number;
  courseId: number | null;
  groupId: number | null;
  isPublic: boolean;
}

/**
 * A course's area is for its learners and staff, a group's for its members and staff
 * (`belongs`: enrolled in the course, an active member of the group); a company area for
 * everyone signed in to the company, and for visitors too when the company made it public.
 */
export function canReadModule(viewer: Viewer, module: ModuleFacts, belongs: boolean) {
  if (module.companyId !== viewer.companyId) return false;
  if (module.courseId !== null || module.groupId !== null)
    return isParticipant(viewer) && (belongs || isModerator(viewer));
  return module.isPublic || isParticipant(viewer);
}

/** Writing needs sign-in as a participant; a locked topic or thread takes staff only. */
export const canWriteIn = (viewer: Viewer, isLocked: boolean) =>
  isParticipant(viewer) && (!isLocked || isModerator(viewer));

/** The asker decides which answer solved the question; staff may too. */
export const canAccept = (viewer: Viewer, thread: { kind: string; authorId: number }) =>
  thread.kind === 'question' &&
  isParticipant(viewer) &&
  (thread.authorId === viewer.userId || isModerator(viewer));

/** Authors edit their own post for a while after writing it; staff edit any post. */
export function canEditPost(
  viewer: Viewer,
  post: { authorId: number; createdAt: Date; isHidden: boolean },
  now: Date,
) {
  if (isModerator(viewer)) return true;
  if (!isParticipant(viewer) || post.authorId !== viewer.userId || post.isHidden) return false;
  return now.getTime() - post.createdAt.getTime() <= FORUM_LIMITS.editWindowMinutes * 60_000;
}

/** A hidden post's text is for its author and staff only. */
export const canSeeHidden = (viewer: Viewer, authorId: number) =>
  isModerator(viewer) || (viewer.userId !== null && viewer.userId === authorId);
