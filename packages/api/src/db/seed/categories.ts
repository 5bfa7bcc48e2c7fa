import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

export interface CategorySeed {
  slug: string;
  name_id: string;
  name_en: string;
}

const AJAR_CATEGORIES: readonly CategorySeed[] = [
  { slug: 'kepemimpinan', name_id: 'Kepemimpinan', name_en: 'Leadership' },
  { slug: 'digital', name_id: 'Keterampilan Digital', name_en: 'Digital Skills' },
  { slug: 'k3', name_id: 'K3 (Keselamatan dan Kesehatan Kerja)', name_en: 'Health & Safety' },
  { slug: 'penjualan', name_id: 'Penjualan & Layanan', name_en: 'Sales & Service' },
  { slug: 'keuangan', name_id: 'Keuangan', name_en: 'Finance' },
  { slug: 'soft-skills', name_id: 'Pengembangan Diri', name_en: 'Soft Skills' },
];

// Same slug as one of Ajar's on purpose: slugs are unique per company, not globally, and a
// lookup by slug that forgets the company filter shows up at once.
const NUSANTARA_CATEGORIES: readonly CategorySeed[] = [
  { slug: 'k3', name_id: 'K3 Gudang', name_en: 'Warehouse Safety' },
];

export const CATEGORIES: Record<CompanyKey, readonly CategorySeed[]> = {
  ajar: AJAR_CATEGORIES,
  nusantara: NUSANTARA_CATEGORIES,
};

/** Inserts the categories and answers their ids by slug. */
export async function insertCategories(
  db: Kysely<Schema>,
  companyId: number,
  categories: readonly CategorySeed[],
): Promise<Map<string, number>> {
  if (categories.length === 0) return new Map();
  const rows = await db
    .insertInto('categories')
    .values(categories.map((c) => ({ ...c, company_id: companyId })))
    .returning(['id', 'slug'])
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}
