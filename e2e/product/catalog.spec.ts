import { expect, test, type Page } from '../support/test';

/** The visible lines of text on the page, as a reader would see them. */
const visibleLines = (page: Page) =>
  page.evaluate(() =>
    document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /\p{L}/u.test(line)),
  );

/** Lines no translation changes: names (people from packages/api/src/db/seed/users.ts). */
const SAME_IN_BOTH = [
  'Ajar',
  // The company's mark in the header shows its initial.
  'A',
  // The glossary keeps these loanwords in Indonesian (locales/glossary.json).
  'Trainer',
  'Pre-test',
  'Excel',
  'Microsoft Excel',
  'Email',
  'Forum',
  'Sari Wijaya',
  'Budi Santoso',
  'Dewi Lestari',
  'Rina Kusuma',
  'Agus Prasetyo',
  'Fitri Handayani',
  'Yoga Pratama',
];

test('a visitor finds a course, reads it in English, then the schedule and an event', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Jelajahi kursus' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari kursus' }).fill('excel');
  await page.getByRole('searchbox', { name: 'Cari kursus' }).press('Enter');
  await expect(page).toHaveURL(/q=excel/);
  const result = page.getByRole('link', { name: /Excel/ }).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Excel/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk untuk mulai belajar' })).toBeVisible();

  const before = await visibleLines(page);
  await page.getByRole('button', { name: 'Switch the language to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Sign in to start learning' })).toBeVisible();
  const after = new Set(await visibleLines(page));
  // Only names and words both languages share stay: the brand, the seeded people, Email, Forum.
  const unchanged = before.filter((line) => after.has(line));
  expect(unchanged.filter((line) => !SAME_IN_BOTH.includes(line))).toEqual([]);

  await page.getByRole('link', { name: 'Schedule' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
    'href',
    '/v1/schedule.ics',
  );
  const eventLink = page.locator('main a[href^="/events/"]').first();
  const month = page.locator('main').getByRole('heading', { level: 2 }).first();
  const loaded = eventLink.or(
    page.getByRole('heading', { level: 3, name: 'No events this month' }),
  );
  await expect(loaded).toBeVisible();
  for (let i = 0; i < 3 && !(await eventLink.isVisible()); i += 1) {
    const shown = await month.innerText();
    await page.getByRole('button', { name: 'Next month' }).click();
    // The next month is on screen once its name is, and its events or its empty state.
    await expect(month).not.toHaveText(shown);
    await expect(loaded).toBeVisible();
  }
  const eventTitle = (await eventLink.innerText()).split('\n')[0]!.trim();
  await eventLink.click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
});

test('a course card and its course page write the duration the same way, in both languages', async ({
  page,
}) => {
  // The value next to a fact's label: the card's label is for screen readers only.
  const durationIn = (scope: ReturnType<Page['locator']>, label: string) =>
    scope
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');

  await page.goto('/courses');
  // The page's code and the catalogue load first; a busy machine can take a while.
  const card = page.locator('main article').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const onCard = { id: (await durationIn(card, 'Durasi').innerText()).trim(), en: '' };
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  // The list stays on screen until the course's page has loaded: wait for its title.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(durationIn(page.locator('main'), 'Durasi').first()).toHaveText(onCard.id);

  await page.getByRole('button', { name: 'Switch the language to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const onPage = (await durationIn(page.locator('main'), 'Duration').first().innerText()).trim();
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
  onCard.en = (
    await durationIn(page.locator('main article').first(), 'Duration').innerText()
  ).trim();
  expect(onPage).toBe(onCard.en);
  // Hours and minutes in the card's short form, e.g. "2 h 30 min".
  expect(onCard.en).toMatch(/^(\d+ h)?( ?\d+ min)?$/);
});
