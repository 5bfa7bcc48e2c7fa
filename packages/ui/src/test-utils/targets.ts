import { expect } from 'storybook/test';

/** WCAG 2.2, 2.5.8: the smallest target a pointer must hit, in CSS px. */
export const MIN_TARGET_PX = 24;

/** Each element is at least 24 x 24 px on screen, as a finger or a shaky hand needs. */
export async function expectMinTargets(elements: Element[]) {
  await expect(elements.length).toBeGreaterThan(0);
  const tooSmall = elements
    .map((element) => {
      const { width, height } = element.getBoundingClientRect();
      const name = element.textContent?.trim() || element.getAttribute('aria-label');
      return { name, width: Math.round(width), height: Math.round(height) };
    })
    .filter(({ width, height }) => width < MIN_TARGET_PX || height < MIN_TARGET_PX);
  await expect(tooSmall).toEqual([]);
}
