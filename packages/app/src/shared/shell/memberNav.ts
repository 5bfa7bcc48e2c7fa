import { ROLE, type RoleId } from '@ajar/api/contract/roles';
import { MEMBER_NAV } from '../../routes/table';

/** Who may brand the company (the API's company admins): admin and superadmin. */
export const BRAND_EDITORS: readonly RoleId[] = [ROLE.admin, ROLE.superadmin];

/** Pages of the menu only some roles see. */
const RESTRICTED: Record<string, readonly RoleId[]> = { branding: BRAND_EDITORS };

const sees = (roleId: RoleId | undefined, key: string) =>
  !RESTRICTED[key] || (roleId !== undefined && RESTRICTED[key].includes(roleId));

/**
 * The member-area sections one person sees: the team section only for someone with direct
 * reports (whatever their role: a member may lead a sales team, a trainer may lead no one;
 * the API checks every team page the same way), branding only for company admins.
 */
export const memberNavFor = (roleId: RoleId | undefined, teamSize = 0) =>
  MEMBER_NAV.filter((section) => section.id !== 'team' || teamSize > 0).map((section) => ({
    ...section,
    keys: section.keys.filter((key) => sees(roleId, key)),
  }));
