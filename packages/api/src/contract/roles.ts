// No zod here: the app imports this module by value (see durations.ts).

/** A user's role, as the API stores it and writes it in the sign-in token. */
export const ROLE = { admin: 1, member: 2, trainer: 3, superadmin: 4, partner: 5 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
/** Roles that run a company's learning rather than take it. */
export const STAFF_ROLES: readonly RoleId[] = [ROLE.admin, ROLE.trainer];
