import { expect } from 'storybook/test';

/**
 * The element lies wholly inside the window and nothing covers it: the topmost element at
 * each of its corners is the element itself or inside it. The corners are taken a quarter of
 * the smaller side in, so a rounded corner does not count as the parent showing through.
 */
export async function expectFullyInView(element: Element) {
  const box = element.getBoundingClientRect();
  await expect({
    top: box.top >= 0,
    left: box.left >= 0,
    bottom: box.bottom <= window.innerHeight,
    right: box.right <= window.innerWidth,
  }).toEqual({ top: true, left: true, bottom: true, right: true });
  const inset = Math.min(box.width, box.height) / 4;
  const corners = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  const covered = corners.filter(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !hit || !element.contains(hit);
  });
  await expect(covered).toEqual([]);
}
