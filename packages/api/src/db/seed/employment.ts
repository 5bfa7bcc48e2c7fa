import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

/** A person's employment facts as the company's HR keeps them; `supervisor` is an email. */
export interface EmploymentSeed {
  employeeNumber: string;
  department: string;
  position: string;
  supervisor?: string;
}

// The org chart: Budi Santoso leads Rina Kusuma and Andi Saputra; Rina leads her sales team,
// Yoga Pratama and Putri Ramadhani. So member@ajar.local has both a supervisor and a team.
const AJAR: Record<string, EmploymentSeed> = {
  'superadmin@ajar.local': {
    employeeNumber: 'AJR-0001',
    department: 'Direksi',
    position: 'Direktur Operasional',
  },
  'admin@ajar.local': {
    employeeNumber: 'AJR-0002',
    department: 'Sumber Daya Manusia',
    position: 'Manajer SDM',
    supervisor: 'superadmin@ajar.local',
  },
  'trainer@ajar.local': {
    employeeNumber: 'AJR-0003',
    department: 'Pelatihan dan Pengembangan',
    position: 'Spesialis Pelatihan',
    supervisor: 'superadmin@ajar.local',
  },
  'trainer2@ajar.local': {
    employeeNumber: 'AJR-0006',
    department: 'Pelatihan dan Pengembangan',
    position: 'Fasilitator Pelatihan',
    supervisor: 'superadmin@ajar.local',
  },
  'trainer3@ajar.local': {
    employeeNumber: 'AJR-0007',
    department: 'Pelatihan dan Pengembangan',
    position: 'Desainer Instruksional',
    supervisor: 'superadmin@ajar.local',
  },
  'member@ajar.local': {
    employeeNumber: 'AJR-0104',
    department: 'Penjualan',
    position: 'Kepala Tim Penjualan',
    supervisor: 'admin@ajar.local',
  },
  'member4@ajar.local': {
    employeeNumber: 'AJR-0112',
    department: 'Sumber Daya Manusia',
    position: 'Staf Administrasi SDM',
    supervisor: 'admin@ajar.local',
  },
  'member2@ajar.local': {
    employeeNumber: 'AJR-0108',
    department: 'Penjualan',
    position: 'Staf Penjualan',
    supervisor: 'member@ajar.local',
  },
  'member3@ajar.local': {
    employeeNumber: 'AJR-0109',
    department: 'Penjualan',
    position: 'Staf Penjualan Senior',
    supervisor: 'member@ajar.local',
  },
};

const NUSANTARA: Record<string, EmploymentSeed> = {
  'admin@nusantara.local': {
    employeeNumber: 'NSL-001',
    department: 'Operasional Gudang',
    position: 'Manajer Gudang',
  },
  'member@nusantara.local': {
    employeeNumber: 'NSL-014',
    department: 'Operasional Gudang',
    position: 'Koordinator Pengiriman',
    supervisor: 'admin@nusantara.local',
  },
};

export const EMPLOYMENT: Record<CompanyKey, Record<string, EmploymentSeed>> = {
  ajar: AJAR,
  nusantara: NUSANTARA,
};

/** Writes each user's employment facts; supervisors are named by email within the company. */
export async function insertEmployment(
  db: Kysely<Schema>,
  facts: Record<string, EmploymentSeed>,
  users: ReadonlyMap<string, number>,
): Promise<number> {
  let written = 0;
  for (const [email, fact] of Object.entries(facts)) {
    const id = users.get(email);
    if (id === undefined) continue;
    await db
      .updateTable('users')
      .set({
        employee_number: fact.employeeNumber,
        department: fact.department,
        position: fact.position,
        supervisor_id: fact.supervisor ? (users.get(fact.supervisor) ?? null) : null,
      })
      .where('id', '=', id)
      .execute();
    written += 1;
  }
  return written;
}
