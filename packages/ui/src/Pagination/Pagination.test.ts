import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no items without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, -3)).toEqual([]);
  });

  it('puts an ellipsis after the start, before the end, or on both sides', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationRange(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('keeps the same length wherever the current page is', () => {
    for (let page = 1; page <= 50; page++) expect(paginationRange(page, 50, 2)).toHaveLength(9);
  });

  it('always includes the first, last and current page', () => {
    for (const siblings of [0, 1, 2])
      for (let page = 1; page <= 30; page++) {
        const items = paginationRange(page, 30, siblings);
        expect(items).toContain(1);
        expect(items).toContain(30);
        expect(items).toContain(page);
      }
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let page = 1; page <= 20; page++) {
      const items = paginationRange(page, 20);
      items.forEach((item, i) => {
        if (item !== 'ellipsis') return;
        const before = items[i - 1] as number;
        const after = items[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('shows more neighbours with a larger siblingCount and none with 0', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(paginationRange(10, 20, 0)).toEqual([1, 'ellipsis', 10, 'ellipsis', 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
  });
});
