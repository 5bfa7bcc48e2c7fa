import type { Insertable, Kysely } from 'kysely';
import type { CompanyTable, Schema } from '../schema';

/** The marker the seed looks for: when this company exists the demo is already in place. */
export const DEMO_COMPANY_NAME = 'Ajar Demo';

/**
 * Keys the per-entity data files use to say which tenant a row belongs to, so ids never
 * have to be known in advance.
 */
export type CompanyKey = 'ajar' | 'nusantara';

export interface CompanySeed {
  key: CompanyKey;
  row: Insertable<CompanyTable>;
}

// Nusantara exists only so tenant isolation can be shown: signed in there, nothing of Ajar
// Demo may be visible, and the other way round. No hostname, so neither grabs a real domain.
export const COMPANIES: readonly CompanySeed[] = [
  {
    key: 'ajar',
    row: {
      name: DEMO_COMPANY_NAME,
      title: 'Ajar',
      favicon: null,
      favicon_title: null,
      hostname: null,
      primary_color: '#FF4048',
    },
  },
  {
    key: 'nusantara',
    row: {
      name: 'Nusantara Logistik',
      title: 'Nusantara Academy',
      favicon: null,
      favicon_title: null,
      hostname: null,
      primary_color: '#1A2B4C',
    },
  },
];

export async function insertCompany(db: Kysely<Schema>, company: CompanySeed): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values(company.row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
