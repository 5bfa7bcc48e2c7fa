import { ROLE, STAFF_ROLES, type RoleId } from '@ajar/api/contract/roles';
import { MEMBER_NAV } from '../../routes/table';

/**
 * Who leads a team and so sees the team menu: staff (admin and trainer, docs/product/behaviour.md) and the
 * superadmin, who may do whatever an admin may. The help page says the same ("Trainers and
 * admins also see the Team menu"); a member has no team to manage.
 */
export const TEAM_LEADERS: readonly RoleId[] = [...STAFF_ROLES, ROLE.superadmin];

/** Who may brand the company (the API's company admins): admin and superadmin. */
export const BRAND_EDITORS: readonly RoleId[] = [ROLE.admin, ROLE.superadmin];

/** Pages of the menu only some roles see. */
const RESTRICTED: Record<string, readonly RoleId[]> = { branding: BRAND_EDITORS };

const sees = (roleId: RoleId | undefined, key: string) =>
  !RESTRICTED[key] || (roleId !== undefined && RESTRICTED[key].includes(roleId));

/**
 * The member-area sections one role sees: the team section only for team leaders, branding
 * only for company admins.
 */
export const memberNavFor = (roleId: RoleId | undefined) =>
  MEMBER_NAV.filter(
    (section) => section.id !== 'team' || (roleId !== undefined && TEAM_LEADERS.includes(roleId)),
  ).map((section) => ({ ...section, keys: section.keys.filter((key) => sees(roleId, key)) }));
