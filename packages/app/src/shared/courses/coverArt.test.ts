import { describe, expect, it } from 'vitest';
import { coverArtFor } from './coverArt';

describe('coverArtFor', () => {
  it("draws each of the demo company's categories as its own kind", () => {
    const slugs = ['kepemimpinan', 'digital', 'k3', 'penjualan', 'keuangan', 'soft-skills'];
    expect(slugs.map(coverArtFor)).toEqual([
      'leadership',
      'digital',
      'safety',
      'sales',
      'finance',
      'personal',
    ]);
  });

  it('draws an unknown category, or none, as the general open book', () => {
    expect(coverArtFor('kebijakan-perusahaan')).toBe('general');
    expect(coverArtFor(undefined)).toBe('general');
  });
});
