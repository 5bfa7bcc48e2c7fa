import type { Kysely } from 'kysely';
import { ROLE, type RoleId } from '../../contract/roles';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

/** Shared by every demo account so the sign-in page can print it once. */
export const DEMO_PASSWORD = 'ajar-demo-123';

export interface UserSeed {
  email: string;
  name: string;
  role_id: RoleId;
}

// The first five are the documented one-per-role accounts; tests and the README rely on
// these exact emails. The extra trainers and members make lists and assignments look lived-in.
const AJAR_USERS: readonly UserSeed[] = [
  { email: 'superadmin@ajar.local', name: 'Sari Wijaya', role_id: ROLE.superadmin },
  { email: 'admin@ajar.local', name: 'Budi Santoso', role_id: ROLE.admin },
  { email: 'trainer@ajar.local', name: 'Dewi Lestari', role_id: ROLE.trainer },
  { email: 'member@ajar.local', name: 'Rina Kusuma', role_id: ROLE.member },
  { email: 'partner@ajar.local', name: 'Mitra Pelatihan', role_id: ROLE.partner },
  { email: 'trainer2@ajar.local', name: 'Agus Prasetyo', role_id: ROLE.trainer },
  { email: 'trainer3@ajar.local', name: 'Fitri Handayani', role_id: ROLE.trainer },
  { email: 'member2@ajar.local', name: 'Yoga Pratama', role_id: ROLE.member },
  { email: 'member3@ajar.local', name: 'Putri Ramadhani', role_id: ROLE.member },
  { email: 'member4@ajar.local', name: 'Andi Saputra', role_id: ROLE.member },
];

const NUSANTARA_USERS: readonly UserSeed[] = [
  { email: 'admin@nusantara.local', name: 'Hendra Gunawan', role_id: ROLE.admin },
  { email: 'member@nusantara.local', name: 'Wulan Sari', role_id: ROLE.member },
];

export const USERS: Record<CompanyKey, readonly UserSeed[]> = {
  ajar: AJAR_USERS,
  nusantara: NUSANTARA_USERS,
};

/**
 * Inserts the users, each with its own password hash by email, and answers their ids by email.
 * They joined `joinedAt`: before their oldest seeded enrolment, so the demo accounts are not
 * brand-new ones (whose forum posting is limited in their first day).
 */
export async function insertUsers(
  db: Kysely<Schema>,
  companyId: number,
  users: readonly UserSeed[],
  passwordHashes: ReadonlyMap<string, string>,
  joinedAt: Date,
): Promise<Map<string, number>> {
  if (users.length === 0) return new Map();
  const rows = await db
    .insertInto('users')
    .values(
      users.map((u) => ({
        ...u,
        company_id: companyId,
        password_hash: passwordHashes.get(u.email)!,
        created_at: joinedAt,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}
