import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/session';

// member2's seeded assignments: the safety course is overdue, the leadership one due soon.
const EMAIL = 'member2@ajar.local';
const SAFETY = 'Keselamatan dan Kesehatan Kerja (K3) di Gudang';

test('sign-in lands on my dashboard: the overdue course says so, and "continue" opens the player at the next content', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('textbox', { name: /^Password/ }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/my-dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Saya' })).toBeVisible();

  // Overdue in words, not by colour alone, with its due date.
  const due = page.getByRole('list', { name: 'Kursus yang terlambat dan segera jatuh tempo' });
  const safety = due
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SAFETY }) });
  await expect(safety.getByText('Terlambat', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(safety.getByText(/^Melewati tenggat /)).toBeVisible();

  // The tile names the content "continue" opens; the player opens on it, where the player's
  // own outline says to continue.
  const go = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Lanjutkan belajar' }),
  });
  const nextLine = (await go.getByText(/^Berikutnya: /).textContent())!;
  const content = nextLine.replace(/^Berikutnya: /, '');
  await go.getByRole('link', { name: /^Lanjutkan belajar / }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/learn\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: content })).toBeVisible({
    timeout: 15_000,
  });

  const [, courseId, contentId] = /\/courses\/(\d+)\/learn\/(\d+)$/.exec(page.url())!;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const outline = (await (
    await request.get(`/v1/courses/${courseId}/learn`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { nextContentId: number | null };
  expect(outline.nextContentId).toBe(Number(contentId));
});
