import { expect, within } from 'storybook/test';

/** The locale tag the pickers write dates in, for the story's language. */
export const storyDateLocale = () => (document.documentElement.lang === 'en' ? 'en-GB' : 'id-ID');

/** A date part ("hari", "day"…) named as the browser names it in the story's language. */
export const partName = (part: 'day' | 'month' | 'year' | 'hour' | 'minute') =>
  new Intl.DisplayNames(storyDateLocale(), { type: 'dateTimeField' }).of(part) ?? part;

/** The calendar popover, rendered in a portal outside the canvas. */
export async function findCalendar() {
  const dialog = await within(document.body).findByRole('dialog');
  return { dialog, grid: within(dialog).getByRole('grid') };
}

/** The day button of `day` in the open calendar ("17"). */
export function dayButton(grid: HTMLElement, day: number) {
  const cells = within(grid).getAllByRole('button');
  const cell = cells.find(
    (button) => button.textContent === String(day) && !button.hasAttribute('data-outside-month'),
  );
  if (!cell) throw new Error(`no day ${day} in the calendar`);
  return cell;
}

/** The colour a token resolves to, as the browser computes it (rgb()). */
export function tokenColour(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--ajar-color-${name})`;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** At least a 24 x 24 px target (WCAG 2.2, 2.5.8). */
export async function expectTarget(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(24);
  await expect(box.height).toBeGreaterThanOrEqual(24);
}
