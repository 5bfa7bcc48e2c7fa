import { ROLES } from '../auth/guard';
import type { AuthClaims } from '../auth/tokens';
import type { GroupRole } from '../contract/group-rules';
import type { RoleId } from '../contract/roles';

/**
 * Who may do what with a group, as plain rules over facts the queries read. `myRole` is the
 * caller's role in the group while their membership is active, else null. A group the caller
 * may not see answers 404 as if absent, so ids reveal nothing.
 */

/** Staff look after every group of their company: they read and manage without joining. */
export const isGroupStaff = (auth: AuthClaims) =>
  (ROLES.staff as readonly RoleId[]).includes(auth.roleId);

export const canSeeGroup = (auth: AuthClaims, myRole: GroupRole | null) =>
  myRole !== null || isGroupStaff(auth);

/** Leaders and staff add people and courses, answer requests and rotate the code. */
export const canManageGroup = (auth: AuthClaims, myRole: GroupRole | null) =>
  myRole === 'leader' || isGroupStaff(auth);

/** A paid course costs the company: only staff give it to a group; anyone a free one. */
export const canAddCourse = (auth: AuthClaims, course: { price: number }) =>
  course.price <= 0 || isGroupStaff(auth);

/** Members see their own progress and the group's totals; those who manage see everyone's. */
export const seesProgressOf = (auth: AuthClaims, myRole: GroupRole | null, memberId: number) =>
  memberId === auth.userId || canManageGroup(auth, myRole);
