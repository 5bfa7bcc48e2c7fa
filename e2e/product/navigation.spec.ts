import { expect, test } from '../support/test';

test('Back returns to where the reader was on the course list, with focus on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/courses');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(8)).toBeVisible();
  const card = cards.nth(8);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  // A new page starts at its top, its heading focused for screen readers.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
