import { ROLE, STAFF_ROLES, type RoleId } from '@ajar/api/contract/roles';
import { MEMBER_NAV } from '../../routes/table';

/**
 * Who leads a team and so sees the team menu: staff (admin and trainer, docs/product/behaviour.md) and the
 * superadmin, who may do whatever an admin may. The help page says the same ("Trainers and
 * admins also see the Team menu"); a member has no team to manage.
 */
export const TEAM_LEADERS: readonly RoleId[] = [...STAFF_ROLES, ROLE.superadmin];

/** The member-area sections one role sees: the team section only for team leaders. */
export const memberNavFor = (roleId: RoleId | undefined) =>
  MEMBER_NAV.filter(
    (section) => section.id !== 'team' || (roleId !== undefined && TEAM_LEADERS.includes(roleId)),
  );
