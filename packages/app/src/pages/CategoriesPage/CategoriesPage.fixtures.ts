import type { Category } from '@ajar/api/contract';

/** The demo company's categories, as the seeded API answers them. */
export const categoryFixtures: Category[] = [
  {
    id: 1,
    slug: 'kepemimpinan',
    name: { id: 'Kepemimpinan', en: 'Leadership' },
    courseCount: 2,
  },
  {
    id: 2,
    slug: 'digital',
    name: { id: 'Keterampilan Digital', en: 'Digital Skills' },
    courseCount: 4,
  },
  {
    id: 3,
    slug: 'k3',
    name: { id: 'K3 & Keselamatan Kerja', en: 'Health & Safety' },
    courseCount: 3,
  },
  {
    id: 4,
    slug: 'penjualan',
    name: { id: 'Penjualan & Layanan', en: 'Sales & Service' },
    courseCount: 3,
  },
  { id: 5, slug: 'keuangan', name: { id: 'Keuangan', en: 'Finance' }, courseCount: 1 },
  {
    id: 6,
    slug: 'soft-skills',
    name: { id: 'Pengembangan Diri', en: 'Soft Skills' },
    courseCount: 0,
  },
];
