import { describe, expect, it } from 'vitest';
import { ROLE } from '@ajar/api/contract/roles';
import { memberNavFor } from './memberNav';

const sectionsOf = (roleId: (typeof ROLE)[keyof typeof ROLE], teamSize = 0) =>
  memberNavFor(roleId, teamSize).map((section) => section.id);

describe('the member-area menu', () => {
  it('has no team section for someone without direct reports, whatever their role', () => {
    for (const role of [ROLE.member, ROLE.trainer, ROLE.admin, ROLE.superadmin])
      expect(sectionsOf(role)).not.toContain('team');
    expect(sectionsOf(ROLE.member)).toEqual(['learning', 'group', 'account']);
  });

  it('has the team section for anyone with direct reports, a member included', () => {
    for (const role of [ROLE.member, ROLE.trainer, ROLE.admin, ROLE.superadmin])
      expect(sectionsOf(role, 2)).toEqual(['learning', 'team', 'group', 'account']);
  });

  it('shows the branding page to company admins only', () => {
    const keysOf = (roleId: (typeof ROLE)[keyof typeof ROLE]) =>
      memberNavFor(roleId).flatMap((section) => [...section.keys]);
    expect(keysOf(ROLE.admin)).toContain('branding');
    expect(keysOf(ROLE.superadmin)).toContain('branding');
    for (const role of [ROLE.member, ROLE.trainer]) expect(keysOf(role)).not.toContain('branding');
  });
});
