import type { CoverArtKind } from '@ajar/ui';

/**
 * Which drawing a course without a cover shows, by its category's slug. Categories are each
 * company's own, so a slug is matched by the words it contains; one the list does not know
 * gets the general drawing (an open book).
 */
const KINDS: [CoverArtKind, RegExp][] = [
  ['leadership', /pimpin|mimpin|leader|manaj|manag/],
  ['digital', /digital|data|excel|komputer|computer|teknologi|tech/],
  ['safety', /k3|keselamatan|safety|kesehatan|health/],
  ['sales', /jual|sales|layanan|service|pelanggan|customer/],
  ['finance', /uang|financ|akuntan|account|pajak|tax/],
  ['personal', /soft|diri|personal|komunikasi|communicat/],
];

export function coverArtFor(categorySlug: string | undefined): CoverArtKind {
  if (!categorySlug) return 'general';
  const slug = categorySlug.toLowerCase();
  return KINDS.find(([, words]) => words.test(slug))?.[0] ?? 'general';
}
