import type { MessageKey } from '../contract/messages';
import { ROLE, type RoleId } from '../contract/roles';

/**
 * Who may be whose supervisor, as plain rules over the two people's facts. The loop rule
 * needs the chart itself (a recursive query under the company's lock), so only its words
 * are here.
 */
export interface ChartFacts {
  id: number;
  role: RoleId;
}

/** Why a change is refused (422): the code for programs, the message, the field at fault. */
export interface Refusal {
  code: 'self_supervisor' | 'supervisor_loop' | 'partner_account';
  key: MessageKey;
  field: 'id' | 'supervisorId';
}

export const SUPERVISOR_LOOP: Refusal = {
  code: 'supervisor_loop',
  key: 'orgSupervisorLoop',
  field: 'supervisorId',
};

/**
 * A person is never their own supervisor, and a partner account (a reseller's login, not an
 * employee) takes no part in the chart: it neither leads nor reports. Clearing a partner's
 * supervisor is allowed, since it only puts the data right.
 */
export function refusalOf(person: ChartFacts, supervisor: ChartFacts | null): Refusal | null {
  if (supervisor === null) return null;
  if (supervisor.id === person.id)
    return { code: 'self_supervisor', key: 'orgSelfSupervisor', field: 'supervisorId' };
  if (person.role === ROLE.partner)
    return { code: 'partner_account', key: 'orgPartnerAccount', field: 'id' };
  if (supervisor.role === ROLE.partner)
    return { code: 'partner_account', key: 'orgPartnerAccount', field: 'supervisorId' };
  return null;
}
